import { useLingui } from '@lingui/react/macro';
import type { CompanyType } from '../../../contract/config';
import { RadioGroup } from '../RadioGroup';
import type { StepFrame } from './step-frame';

interface CompanyTypeStepViewProps {
  Frame: StepFrame;
  types: readonly CompanyType[];
  chosen: number | null;
  errors: readonly string[] | undefined;
  onChoose: (companyTypeId: number) => void;
}

/** The company type, where the region has types; the type chosen decides whether a disclaimer and a declaration follow. */
export function CompanyTypeStepView({ Frame, types, chosen, errors, onChoose }: CompanyTypeStepViewProps) {
  const { t } = useLingui();
  return (
    <Frame title={t`What kind of company is yours?`} stepKey="companyType">
      <RadioGroup
        legend={t`Company type`}
        hideLegend
        name="companyTypeId"
        options={types.map((type) => ({ value: String(type.id), label: type.name_translated }))}
        value={chosen === null ? null : String(chosen)}
        errors={errors}
        onChange={(value) => onChoose(Number(value))}
      />
    </Frame>
  );
}
