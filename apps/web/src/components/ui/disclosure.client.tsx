'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

type Props = {
  /** The button's content; its text is the button's name. */
  label: ReactNode;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** How the closed panel hides: always by default; a panel shown anyway on wide screens says so (`max-lg:hidden`). */
  closedClassName?: string;
  /** Move the focus into the panel when it opens: the first element matching this selector. */
  focusOnOpen?: string;
  children: ReactNode;
};

/**
 * A button that shows and hides a panel (menus, the header's search). It closes on every route
 * change (spec section 2), on Escape (giving the focus back to the button) and on a click outside.
 */
export function Disclosure({ label, className = 'relative', buttonClassName, panelClassName = '', closedClassName = 'hidden', focusOnOpen, children }: Props) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // Closed on every route change: the panel only counts as open on the path where it opened.
  const isOpen = open && openedAt === pathname;

  useEffect(() => {
    if (!isOpen) return;
    if (focusOnOpen) root.current?.querySelector<HTMLElement>(`#${CSS.escape(panelId)} ${focusOnOpen}`)?.focus();
    const onKey = (event: KeyboardEvent) => {
      // A control inside that used the key itself (a combobox closing its list) keeps the panel open.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [isOpen, focusOnOpen, panelId]);

  return (
    <div ref={root} className={className}>
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        className={buttonClassName}
        onClick={() => {
          setOpen(!isOpen);
          setOpenedAt(pathname);
        }}
      >
        {label}
      </button>
      <div id={panelId} className={isOpen ? panelClassName : `${panelClassName} ${closedClassName}`}>
        {children}
      </div>
    </div>
  );
}
