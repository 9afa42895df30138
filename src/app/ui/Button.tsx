import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './Spinner';

/**
 * primary: the step's main action; accent: a call to action on the brand's dark bands; on-dark: a
 * second action beside it; danger: deletes or ends something.
 */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'on-dark' | 'danger' | 'link';

/** Class names of a button look, also for links that should look like buttons. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return ['ui-button', `ui-button--${variant}`, block ? 'ui-button--block' : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Shows a spinner, disables the button and marks it busy while an action runs. */
  loading?: boolean;
  /** Full width (the usual choice inside a wizard card on small screens). */
  block?: boolean;
}

export function Button({ variant = 'primary', loading = false, block = false, type = 'button', disabled, className, children, ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[buttonClassName(variant, block), className].filter(Boolean).join(' ')}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
