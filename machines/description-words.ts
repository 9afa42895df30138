/**
 * Numbers and dates in the machines' descriptions, written in words from the constants the code
 * uses, so the diagrams (docs/statecharts) cannot say one thing while the machine does another.
 * English, as the descriptions are; the build drops the descriptions, and with them these calls.
 */

/** "1 second", "7 seconds". */
export function counted(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** A delay in milliseconds as seconds: "60 seconds". */
export function inSeconds(ms: number): string {
  return counted(ms / 1000, 'second');
}

/** A delay in milliseconds as minutes: "3 minutes". */
export function inMinutes(ms: number): string {
  return counted(ms / 60_000, 'minute');
}

/** A size in bytes as binary megabytes: "5 MB". */
export function inMegabytes(bytes: number): string {
  return `${bytes / 1024 ** 2} MB`;
}

/** A month by its number (1 January … 12 December): "October". */
export function monthName(month: number): string {
  return new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
}

/** The day of an ISO timestamp, in UTC: "31 January 2024". */
export function dayInWords(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
