import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: ReactNode;
  /** Without it the dialog only informs: one button, and Escape does what it does. */
  cancelLabel?: ReactNode;
  /** Shown when the last attempt failed. */
  error?: ReactNode;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal question before something that cannot be undone (SPEC §4 confirm prompts), or a modal
 * notice, on the native <dialog>: focus stays inside, Escape cancels. Texts come from the page.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, error, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="ui-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="ui-dialog__title">{title}</h2>
      {children}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="ui-dialog__actions">
        {cancelLabel ? <Button variant="secondary" onClick={onCancel} disabled={busy}>{cancelLabel}</Button> : null}
        <Button onClick={onConfirm} loading={busy}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
