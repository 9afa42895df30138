import { useMemo } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { isAffordable } from '../../../../machines/top-up-machine';
import { CLUB_CARD_CURRENCY, CLUB_CARD_RULES, TOP_UP_STEPS, currencyOfPoints } from '../../../contract/club-card';
import { isDecorRole } from '../../../contract/roles';
import { companyPointsQuery } from '../../api/points-queries';
import { publicConfigQuery, userQuery } from '../../api/queries';
import { Alert, Button, Checkbox, ExternalLink } from '../../ui';
import { appTopUpMachine } from './club-card-actors';
import { Money } from './Money';
import { TOP_UP_FAILURE_TEXTS, TOP_UP_PROBLEM_TEXTS } from './club-card-texts';

/**
 * SPEC §2/§5 top-up: the amount buttons (those beyond the company's points disabled), the terms
 * checkbox with the region's terms link and the top-up button; the top-up machine runs it.
 */
export function TopUpForm() {
  const { i18n, t } = useLingui();
  const { data: user } = useSuspenseQuery(userQuery());
  const { data: points } = useSuspenseQuery(companyPointsQuery(user.company.id));
  const { data: config } = useQuery(publicConfigQuery(user.language.code));
  const input = useMemo(() => ({ steps: TOP_UP_STEPS, points: points.company_points, newKey: () => crypto.randomUUID() }), [points.company_points]);
  const topUp = useActorRef(appTopUpMachine, { input });
  const context = useSelector(topUp, (snapshot) => snapshot.context);
  const busy = useSelector(topUp, (snapshot) => !snapshot.matches('choosing'));
  const footer = config?.regions.find((region) => region.id === user.company.regions_id)?.footer;
  const termsUrl = isDecorRole(user.role.id) ? footer?.decor_terms_url : footer?.terms_url;
  const problem = (which: 'amountMissing' | 'termsMissing') =>
    (context.problems.includes(which) ? [i18n._(TOP_UP_PROBLEM_TEXTS[which])] : undefined);
  const failureText = (message: string) => {
    const known = TOP_UP_FAILURE_TEXTS[message];
    return known ? i18n._(known) : message;
  };
  const amountErrors = problem('amountMissing');
  return (
    <form className="app-club-card__panel app-club-card__top-up" noValidate aria-labelledby="top-up-heading"
      onSubmit={(event) => { event.preventDefault(); topUp.send({ type: 'TOP_UP' }); }}>
      <h2 id="top-up-heading"><Trans>Top up your card</Trans></h2>
      <p>
        <Trans>Your company has <Plural value={context.points} one="# point" other="# points" />. Each point loads <Money amount={CLUB_CARD_RULES.currencyPerPoint} currency={CLUB_CARD_CURRENCY} /> on the card, within {CLUB_CARD_RULES.arrivalWorkingDays} working days.</Trans>
      </p>
      {context.placed ? (
        <Alert tone="success" title={<Trans>Top-up ordered</Trans>}>
          <p>
            <Trans><Plural value={context.placed.amount} one="# point" other="# points" /> (<Money amount={currencyOfPoints(context.placed.amount)} currency={CLUB_CARD_CURRENCY} />) will reach your card within {CLUB_CARD_RULES.arrivalWorkingDays} working days. Follow it in the history below.</Trans>
          </p>
        </Alert>
      ) : null}
      {context.failure ? <Alert tone="error" title={failureText(context.failure.message)} /> : null}
      <fieldset className="app-club-card__amounts" aria-describedby={amountErrors ? 'top-up-amount-error' : undefined}>
        <legend><Trans>Amount</Trans></legend>
        <div className="app-club-card__amount-buttons">
          {context.steps.map((amount) => {
            const affordable = isAffordable(amount, context.points);
            return (
              <Button key={amount} variant={context.amount === amount ? 'primary' : 'secondary'} aria-pressed={context.amount === amount}
                disabled={!affordable || busy} onClick={() => topUp.send({ type: 'CHOOSE', amount })}>
                <span className="app-club-card__amount-points"><Plural value={amount} one="# point" other="# points" /></span>
                <span className="app-club-card__amount-money"><Money amount={currencyOfPoints(amount)} currency={CLUB_CARD_CURRENCY} /></span>
              </Button>
            );
          })}
        </div>
        {amountErrors ? <ul id="top-up-amount-error" className="ui-field__errors"><li>{amountErrors[0]}</li></ul> : null}
      </fieldset>
      <Checkbox checked={context.termsAccepted} disabled={busy} errors={problem('termsMissing')}
        onChange={(event) => topUp.send({ type: 'TERMS', checked: event.target.checked })}
        label={termsUrl
          ? <Trans>I accept the <ExternalLink href={termsUrl}>terms of the club card</ExternalLink>.</Trans>
          : t`I accept the terms of the club card.`} />
      <Button type="submit" loading={busy}><Trans>Top up</Trans></Button>
    </form>
  );
}
