/**
 * The customer form rules of the checkout (SPEC §5), shared by the checkout machine and the
 * server. A module of its own: the phone rules need the phone metadata, which the shop's lists
 * (and home's teasers, which read contract/shop.ts) should not load.
 */
import type * as v from 'valibot';
import { isTestPhoneNumber, phoneDigits } from './phone-digits';
import { parseRegionPhone } from './phone';
import type { Customer } from './shop';

export type CustomerField = 'name' | 'surname' | 'company_name' | 'phone_number' | 'street' | 'house_number' | 'city' | 'postal_code' | 'region';
export type CustomerProblem = 'required' | 'invalidPhone' | 'phoneRegionDiffers';

/** The server's messages for them (the portal shows its own translations). */
export const CUSTOMER_PROBLEM_MESSAGES: Record<CustomerProblem, string> = {
  required: 'This field is required.',
  invalidPhone: 'Invalid phone number.',
  phoneRegionDiffers: 'The phone number is from another country than the address.',
};


/**
 * What is wrong with the customer data of an order, field by field (empty when nothing is).
 * Physical goods need the delivery address, a company name for a company delivery and a phone
 * valid for its phone region, from the address's country (test numbers 9999999999.. pass).
 */
export function customerProblems(customer: v.InferInput<typeof Customer>, physical: boolean): Partial<Record<CustomerField, CustomerProblem>> {
  const problems: Partial<Record<CustomerField, CustomerProblem>> = {};
  const blank = (text: string | undefined) => !text || text.trim() === '';
  if (blank(customer.name)) problems.name = 'required';
  if (blank(customer.surname)) problems.surname = 'required';
  if (!physical) return problems;
  for (const field of ['street', 'house_number', 'city', 'postal_code'] as const) if (blank(customer[field])) problems[field] = 'required';
  if (customer.region === undefined) problems.region = 'required';
  if ((customer.delivery ?? 'company') === 'company' && blank(customer.company_name)) problems.company_name = 'required';
  const phone = customer.phone_region === undefined ? null : parseRegionPhone(customer.phone_number ?? '', customer.phone_region);
  if (!phone) problems.phone_number = blank(customer.phone_number) ? 'required' : 'invalidPhone';
  else if (!isTestPhoneNumber(phoneDigits(customer.phone_number ?? '')) && customer.region !== undefined && customer.phone_region !== customer.region) {
    problems.phone_number = 'phoneRegionDiffers';
  }
  return problems;
}
