import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector, type useActorRef } from '@xstate/react';
import type { CsnProblem } from '../../../../machines/club-card-machine';
import { CLUB_CARD_RULES } from '../../../contract/club-card';
import type { appClubCardMachine } from './club-card-actors';
import { Alert, Button, Checkbox, TextField } from '../../ui';
import { CSN_PROBLEM_TEXTS, CSN_SERVER_TEXTS } from './club-card-texts';

/** SPEC §2/§5: the card's serial number (exactly 10 digits) and the confirmation tick register the card. */
export function CsnForm({ card }: { card: ReturnType<typeof useActorRef<typeof appClubCardMachine>> }) {
  const { i18n, t } = useLingui();
  const { csn, confirmed, problems } = useSelector(card, (snapshot) => snapshot.context);
  const sending = useSelector(card, (snapshot) => snapshot.matches({ registering: 'sending' }));
  const textOf = (problem: CsnProblem) => {
    if (typeof problem !== 'object') return i18n._(CSN_PROBLEM_TEXTS[problem]);
    const known = CSN_SERVER_TEXTS[problem.text];
    return known ? i18n._(known) : problem.text;
  };
  const csnErrors = problems.filter((problem) => problem === 'csnFormat').map(textOf);
  const confirmErrors = problems.filter((problem) => problem === 'confirmationMissing').map(textOf);
  const serverErrors = problems.filter((problem) => typeof problem === 'object' || problem === 'generic').map(textOf);
  return (
    <form className="app-club-card__panel app-club-card__csn" noValidate aria-labelledby="csn-heading"
      onSubmit={(event) => { event.preventDefault(); card.send({ type: 'REGISTER' }); }}>
      <h2 id="csn-heading"><Trans>Activate your card</Trans></h2>
      <p><Trans>Your card is issued. Enter the serial number (CSN) printed on the back of the card to register it to your company.</Trans></p>
      {serverErrors.length > 0 ? <Alert tone="error">{serverErrors.map((text) => <p key={text}>{text}</p>)}</Alert> : null}
      <TextField label={t`Card serial number (CSN)`} name="card_serial_number" inputMode="numeric" autoComplete="off"
        maxLength={CLUB_CARD_RULES.serialDigits + 2} value={csn} errors={csnErrors.length > 0 ? csnErrors : undefined}
        hint={t`10 digits`} onChange={(event) => card.send({ type: 'CHANGE_CSN', value: event.target.value })} />
      <Checkbox label={t`I confirm that I hold this card and that it belongs to my company.`} checked={confirmed}
        errors={confirmErrors.length > 0 ? confirmErrors : undefined}
        onChange={(event) => card.send({ type: 'CONFIRM', checked: event.target.checked })} />
      <Button type="submit" loading={sending}><Trans>Register the card</Trans></Button>
    </form>
  );
}
