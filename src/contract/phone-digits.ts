/** Phone helpers without numbering-plan metadata, cheap enough for the portal's first route. */

/** Numbers of this shape are test numbers and always accepted (SPEC §5). */
export function isTestPhoneNumber(value: string): boolean {
  return value.length === 12 && value.startsWith('9999999999');
}

/** Digits only: what a phone input keeps of what was typed. */
export function phoneDigits(value: string): string {
  return value.replace(/\D+/g, '');
}
