import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';

interface DialogProps {
  /** Whether the dialog is shown; the caller (a machine) owns it. */
  open: boolean;
  /** Asked for by the close button, Escape and a click beside the dialog. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons (the main one first: it comes last on a phone, nearest the thumb). */
  footer?: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: the page behind is inert, so focus stays inside; it
 * starts on the first control (or the one marked autoFocus) and returns where it was on close.
 */
export function Dialog({ open, onClose, title, children, footer }: DialogProps) {
  const { t } = useLingui();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="ui-dialog"
      aria-labelledby={titleId}
      // Closed by the browser itself (a repeated Escape may be): the caller learns of it.
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        // Escape: the caller decides; the dialog closes when `open` turns false.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          <div className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">{title}</h2>
            <button type="button" className="ui-dialog__close" aria-label={t`Close`} onClick={onClose}>
              <CloseIcon />
            </button>
          </div>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </>
      ) : null}
    </dialog>
  );
}
