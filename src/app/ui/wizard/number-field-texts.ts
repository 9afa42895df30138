import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { TextFormat } from '../../../contract/regional-formats';
import type { RegistrationNumberSetting } from '../../../contract/regional-rules';

/** The hint under a field with a country format: "Format: 000 00" (alternatives side by side). */
export function formatHint(i18n: I18n, format: TextFormat | null): string | undefined {
  if (!format) return undefined;
  const examples = format.examples.join(' / ');
  return i18n._(msg`Format: ${examples}`);
}

/** The number's name in the region ("NIP", "IČO"), else what it holds. */
export function numberFieldName(i18n: I18n, number: RegistrationNumberSetting): string {
  return number.label || i18n._(number.kind === 'vat' ? msg`VAT number` : msg`Company registration number`);
}

/**
 * A registration number's label and hint (SPEC §5: labels and hints vary per country): the name
 * the region gives it, "(optional)" where it may stay empty, what it holds and how the country
 * writes it. Shared by the registration wizard and the company block of /user.
 */
export function numberFieldTexts(i18n: I18n, number: RegistrationNumberSetting, format: TextFormat | null): { label: string; hint: string } {
  const label = numberFieldName(i18n, number);
  const kindHint = i18n._(number.kind === 'vat' ? msg`Your company's VAT number.` : msg`Your company's registration number.`);
  return {
    label: number.required ? label : i18n._(msg`${label} (optional)`),
    hint: [kindHint, formatHint(i18n, format)].filter(Boolean).join(' '),
  };
}
