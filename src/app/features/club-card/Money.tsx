import { useLingui } from '@lingui/react/macro';

/** An amount of money in the language's format ("100,00 zł", "PLN 100.00"). */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const { i18n } = useLingui();
  return <>{i18n.number(amount, { style: 'currency', currency })}</>;
}
