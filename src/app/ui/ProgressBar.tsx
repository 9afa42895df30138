import './progress-bar.css';

/** How far something has come, as a bar with its name for assistive technology (tier levels, the club card's windows). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const now = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="ui-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={now} aria-label={label}>
      <span style={{ width: `${now}%` }} />
    </div>
  );
}
