/** An emulation link is `<base>/?x:<code>` (SPEC §4 Session). */
const EMULATION_PARAM = /^x:(.+)$/;

/** Finds the emulation code in a query string ("?x:abc" or "?a=1&x:abc"). */
export function findEmulationCode(search: string): { code: string; rest: string } | null {
  const parts = search.replace(/^\?/, '').split('&').filter(Boolean);
  const index = parts.findIndex((part) => EMULATION_PARAM.test(part));
  if (index === -1) return null;
  const code = decodeURIComponent(parts[index]!.match(EMULATION_PARAM)![1]!);
  const rest = parts.filter((_, i) => i !== index).join('&');
  return { code, rest: rest ? `?${rest}` : '' };
}

/**
 * Takes the emulation code out of the address bar before anything else runs, so that it never
 * reaches history, analytics, referrers or logs. Returns the code, or null without one.
 */
export function takeEmulationCode(): string | null {
  const found = findEmulationCode(window.location.search);
  if (!found) return null;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${found.rest}${window.location.hash}`);
  return found.code;
}
