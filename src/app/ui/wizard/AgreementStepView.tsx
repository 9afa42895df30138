import { useLingui } from '@lingui/react/macro';
import type { CompanyType } from '../../../contract/config';
import { FIELD_STATE } from '../../../contract/limits';
import { agreementState } from '../../../contract/regional-rules';
import { AGREEMENT_OF, type AgreementField } from '../../../../machines/company-answers';
import { Checkbox } from '../Checkbox';
import type { StepFrame } from './step-frame';

interface AgreementStepViewProps {
  Frame: StepFrame;
  field: AgreementField;
  /** The chosen company type, whose text is shown. */
  type: CompanyType | undefined;
  accepted: boolean;
  errors: readonly string[] | undefined;
  onTick: (checked: boolean) => void;
}

/** The chosen company type's disclaimer or declaration, ticked to accept (required in state 2). */
export function AgreementStepView({ Frame, field, type, accepted, errors, onTick }: AgreementStepViewProps) {
  const { t } = useLingui();
  const agreement = AGREEMENT_OF[field];
  const required = agreementState(type, agreement) === FIELD_STATE.required;
  return (
    <Frame title={agreement === 'disclaimer' ? t`Disclaimer` : t`Declaration`} stepKey={agreement}>
      <p className="wizard-agreement">{agreement === 'disclaimer' ? type?.disclaimer_translated : type?.declaration_translated}</p>
      <Checkbox
        label={agreement === 'disclaimer' ? t`I accept the disclaimer` : t`I confirm the declaration`}
        hint={required ? t`Required to continue.` : t`Optional.`}
        name={field}
        checked={accepted}
        errors={errors}
        onChange={(event) => onTick(event.target.checked)}
      />
    </Frame>
  );
}
