import { startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';

/**
 * What a page shows below the fold: its placeholder in the first render, then its sections one
 * at a time, each in a task of its own after the browser has painted. A signed-in page's first
 * render (layout, header and every block at once) was one long task on a phone, keeping taps
 * waiting; rendered in one deferred render, home's sections still made one long task (~170 ms on
 * Lighthouse's 4× slower phone) as React committed them together; each rendered in a plain
 * update, a section was still one task of ~70–100 ms there. As a transition React renders it in
 * 5 ms slices and yields between them, so a tap waits for a slice, not a section (Lighthouse's
 * total blocking time on home, issue 24). Each section needs its key.
 */
export function BelowTheFold({ placeholder, sections }: { placeholder: ReactNode; sections: readonly ReactElement[] }) {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= sections.length) return;
    // A timeout inside an animation frame runs after that frame is painted.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timeout);
    };
  }, [shown, sections.length]);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length ? placeholder : null}
    </>
  );
}
