import { useRef, useState } from 'react';

/**
 * A disclosure (WAI-ARIA APG): a button that shows and hides the panel it controls. The caller
 * names the panel (its ids stay its own) and renders the panel; the hook keeps the open state
 * and gives the button its ref and its aria-expanded / aria-controls.
 */
export function useDisclosure(panelId: string, initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    toggle: () => setOpen((value) => !value),
    buttonRef,
    buttonProps: { ref: buttonRef, 'aria-expanded': open, 'aria-controls': panelId },
  };
}
