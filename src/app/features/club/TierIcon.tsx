import type { TierCategory } from '../../../contract/rewards';

/** SPEC §9: one icon per tier category, drawn on a 24-unit grid in the current colour. */
const PATHS: Record<TierCategory, string> = {
  1: 'M4 10 12 4l8 6v10H4Zm4 2h8v6H8Z',
  2: 'M3 14 12 7l9 7M6 12v7h12v-7',
  3: 'M5 4h14v3H5Zm1 3h12v10H6Zm5 10v3h2v-3',
  4: 'M3 8h18l-2 5H5Zm2 5v7m14-7v7',
  5: 'M8 3v18m8-18v18M8 7h8m-8 5h8m-8 5h8',
  6: 'M12 3v4m0 10v4M3 12h4m10 0h4M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  7: 'M4 5h16v14H4Zm0 5h16M9 5v14',
  8: 'M12 2v3m0 14v3M4.9 4.9l2.1 2.1m10 10 2.1 2.1M2 12h3m14 0h3M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z',
  9: 'M4 10 12 4l8 6v10H4Zm8 2 1.5 3h3l-2.5 2 1 3-3-2-3 2 1-3-2.5-2h3Z',
  99: 'm12 3 2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6-4.5-4.2 6.1-.7Z',
};

export function TierIcon({ category }: { category: TierCategory }) {
  return (
    <svg className="app-tier__icon" viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
      <path d={PATHS[category]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}
