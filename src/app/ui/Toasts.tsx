import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { CloseIcon } from './icons';
import './toasts.css';

export interface ToastMessage {
  id: string;
  message: ReactNode;
  tone?: 'info' | 'success' | 'error';
}

interface ToastsProps {
  toasts: readonly ToastMessage[];
  /** The close button; how long a toast stays otherwise is the caller's (a machine's delay). */
  onDismiss: (id: string) => void;
}

/**
 * Short confirmations at the bottom of the screen ("Added to the cart"). The region is always
 * in the page so that screen readers announce what appears in it; errors interrupt.
 */
export function Toasts({ toasts, onDismiss }: ToastsProps) {
  const { t } = useLingui();
  return (
    <ul className="ui-toasts" aria-live="polite" aria-relevant="additions">
      {toasts.map((toast) => (
        <li key={toast.id} className={`ui-toast ui-toast--${toast.tone ?? 'info'}`} role={toast.tone === 'error' ? 'alert' : undefined}>
          <p className="ui-toast__text">{toast.message}</p>
          <button type="button" className="ui-toast__close" aria-label={t`Dismiss`} onClick={() => onDismiss(toast.id)}>
            <CloseIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}
