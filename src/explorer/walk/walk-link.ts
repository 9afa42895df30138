/**
 * A walk as a link: its steps in the page's hash, `#walk=e:NEXT:0,ok:place%20order:0,t`, one token
 * per step (an event and its sample, a call's answer, time passing), replayed when the link opens.
 */
import type { WalkStep } from './walk';

const PREFIX = '#walk=';

function token(step: WalkStep): string {
  switch (step.kind) {
    case 'event': return ['e', encodeURIComponent(step.type), step.sample].join(':');
    case 'answer': return [step.outcome === 'done' ? 'ok' : 'ko', encodeURIComponent(step.call), step.sample].join(':');
    case 'time': return 't';
  }
}

function stepOf(text: string): WalkStep | null {
  if (text === 't') return { kind: 'time' };
  const [kind, name, index, ...rest] = text.split(':');
  const sample = Number(index);
  if (rest.length > 0 || !name || !Number.isInteger(sample) || sample < 0) return null;
  if (kind === 'e') return { kind: 'event', type: decodeURIComponent(name), sample };
  if (kind === 'ok' || kind === 'ko') return { kind: 'answer', call: decodeURIComponent(name), outcome: kind === 'ok' ? 'done' : 'failed', sample };
  return null;
}

/** The hash that shares a walk (`#walk=` for one just started). */
export function walkHash(steps: readonly WalkStep[]): string {
  return `${PREFIX}${steps.map(token).join(',')}`;
}

/** The steps a hash shares: null when it shares no walk, or one that cannot be read. */
export function walkOfHash(hash: string): WalkStep[] | null {
  if (!hash.startsWith(PREFIX)) return null;
  const value = hash.slice(PREFIX.length);
  if (value === '') return [];
  try {
    const steps = value.split(',').map(stepOf);
    return steps.every((step) => step !== null) ? steps : null;
  } catch {
    // A name whose escapes do not decode (decodeURIComponent throws on a stray %).
    return null;
  }
}
