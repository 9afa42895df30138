import { useLingui } from '@lingui/react/macro';
import { FIELD_STATE } from '../../../contract/limits';
import { agreementState } from '../../../contract/regional-rules';
import { AGREEMENT_OF, type AgreementField } from '../../../../machines/company-answers';
import { Checkbox } from '../Checkbox';
import { useStepMessages, type CompanyStepsWizard } from './company-steps';
import { messageText } from './wizard-messages';

/**
 * The chosen company type's disclaimer or declaration, ticked to accept (required in state 2).
 * The type's declaration is about roof windows; the decor programme has a declaration of its own,
 * asked as the type says.
 */
export function AgreementStep({ wizard, field }: { wizard: CompanyStepsWizard; field: AgreementField }) {
  const { t, i18n } = useLingui();
  const send = wizard.useSend();
  const type = wizard.useView((view) => view.chosenType);
  const decor = wizard.useView((view) => view.decor);
  const accepted = wizard.useView((view) => view.answers?.[field] ?? false);
  const messages = useStepMessages(wizard, field);
  const agreement = AGREEMENT_OF[field];
  const required = agreementState(type, agreement) === FIELD_STATE.required;
  const declaration = decor
    ? t`I declare that my company installs blinds, shutters and other window decor professionally, following the manufacturer's installation instructions.`
    : type?.declaration_translated;
  return (
    <wizard.Frame title={agreement === 'disclaimer' ? t`Disclaimer` : t`Declaration`} stepKey={agreement}>
      <p className="wizard-agreement">{agreement === 'disclaimer' ? type?.disclaimer_translated : declaration}</p>
      <Checkbox
        label={agreement === 'disclaimer' ? t`I accept the disclaimer` : t`I confirm the declaration`}
        hint={required ? t`Required to continue.` : t`Optional.`}
        name={field}
        checked={accepted}
        errors={messages?.map((message) => messageText(i18n, message, field))}
        onChange={(event) => send({ type: 'TICK', field, checked: event.target.checked })}
      />
    </wizard.Frame>
  );
}
