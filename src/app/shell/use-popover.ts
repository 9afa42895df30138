import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';

/**
 * Open/closed state of a header dropdown or menu (view state, not business state): closes on
 * Escape (focus back on its button), on a click or focus outside, and when the page changes.
 */
export function usePopover<T extends HTMLElement = HTMLDivElement>() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = useLocation({ select: (location) => location.pathname });

  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((was) => !was);
  };

  return {
    open,
    rootRef,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !open },
  };
}
