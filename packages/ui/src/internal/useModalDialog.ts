import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';

/**
 * Drives a native `<dialog>` as a modal from an `open` prop. `showModal()` gives the platform's focus
 * containment, Escape handling and an inert background; focus goes back to the element that opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      dialog.showModal();
      // Start at the dialog's heading (APG: a static element at the top of the content) so screen readers read
      // the title first and no focus ring sits on the close button until the shopper presses Tab.
      dialog.querySelector<HTMLElement>('[data-initial-focus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape and form[method=dialog] close the element directly; tell the app so its state follows.
    const handleClose = () => {
      const target = opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
      onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, []);

  /** Closes on a click on the backdrop (the dialog element itself, outside its content box). */
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  /**
   * Escape closes through the same path as the platform's close request. Chromium ignores close requests
   * without user activation after the first one, so the dialog handles the key itself.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    event.currentTarget.close();
  };

  return { ref, onBackdropClick, onKeyDown };
}
