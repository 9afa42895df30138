import { useDeferredValue, type ReactNode } from 'react';

/**
 * What a page shows below the fold: its placeholder in the first render, its content in a second
 * render right after, which React does in slices the browser can interrupt. A signed-in page's
 * first render (layout, header and every block at once) was one long task on a phone, keeping
 * taps waiting; now it holds only what the user sees first.
 */
export function BelowTheFold({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : placeholder;
}
