import { useLingui } from '@lingui/react/macro';
import { RadioGroup } from '../RadioGroup';
import { useStepMessages, type CompanyStepsWizard } from './company-steps';
import { messageText } from './wizard-messages';

/** The company type, where the region has types; the type chosen decides whether a disclaimer and a declaration follow. */
export function CompanyTypeStep({ wizard }: { wizard: CompanyStepsWizard }) {
  const { t, i18n } = useLingui();
  const send = wizard.useSend();
  const types = wizard.useView((view) => view.companyTypes);
  const chosen = wizard.useView((view) => view.answers?.companyTypeId ?? null);
  const messages = useStepMessages(wizard, 'companyTypeId');
  return (
    <wizard.Frame title={t`What kind of company is yours?`} stepKey="companyType">
      <RadioGroup
        legend={t`Company type`}
        hideLegend
        name="companyTypeId"
        options={types.map((type) => ({ value: String(type.id), label: type.name_translated }))}
        value={chosen === null ? null : String(chosen)}
        errors={messages?.map((message) => messageText(i18n, message, 'companyTypeId'))}
        onChange={(value) => send({ type: 'CHOOSE_COMPANY_TYPE', companyTypeId: Number(value) })}
      />
    </wizard.Frame>
  );
}
