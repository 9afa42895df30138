import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'warning' | 'error' | 'success';

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message box. Errors are announced at once (role=alert); the others politely (role=status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}>
      {title ? <p className="ui-alert__title">{title}</p> : null}
      {children}
    </div>
  );
}
