'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';

type Props = {
  label: ReactNode;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
};

/**
 * A button that shows and hides a panel (menus). It closes on every route change (spec section 2),
 * on Escape and on a click outside.
 */
export function Disclosure({ label, buttonClassName, panelClassName, children }: Props) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const pathname = usePathname();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Closed on every route change: the panel only counts as open on the path where it opened.
  const isOpen = open && openedAt === pathname;

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative">
      <button
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
      <div id={panelId} hidden={!isOpen} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
