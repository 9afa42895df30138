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
  /** A decor installer (decor registration, roles 7 and 8) declares his own trade, not roof windows. */
  decor: boolean;
  accepted: boolean;
  errors: readonly string[] | undefined;
  onTick: (checked: boolean) => void;
}

/**
 * The chosen company type's disclaimer or declaration, ticked to accept (required in state 2).
 * The type's declaration is about roof windows; the decor programme has a declaration of its own,
 * asked as the type says.
 */
export function AgreementStepView({ Frame, field, type, decor, accepted, errors, onTick }: AgreementStepViewProps) {
  const { t } = useLingui();
  const agreement = AGREEMENT_OF[field];
  const required = agreementState(type, agreement) === FIELD_STATE.required;
  const declaration = decor
    ? t`I declare that my company installs blinds, shutters and other window decor professionally, following the manufacturer's installation instructions.`
    : type?.declaration_translated;
  return (
    <Frame title={agreement === 'disclaimer' ? t`Disclaimer` : t`Declaration`} stepKey={agreement}>
      <p className="wizard-agreement">{agreement === 'disclaimer' ? type?.disclaimer_translated : declaration}</p>
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
