import { useLingui } from '@lingui/react/macro';

interface SpinnerProps {
  /** Announced to screen readers; leave out when the spinner sits inside a labelled control. */
  label?: string;
  size?: 'small' | 'large';
}

export function Spinner({ label, size = 'small' }: SpinnerProps) {
  return (
    <span className={`ui-spinner ui-spinner--${size}`} role={label ? 'status' : undefined}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      {label ? <span className="ui-visually-hidden">{label}</span> : null}
    </span>
  );
}

/** A centred large spinner for a whole page or section that is loading. */
export function PageSpinner() {
  const { t } = useLingui();
  return (
    <div className="ui-page-spinner">
      <Spinner size="large" label={t`Loading…`} />
    </div>
  );
}
