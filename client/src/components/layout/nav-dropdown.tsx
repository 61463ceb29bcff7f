import { ChevronDown } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A header dropdown built as a disclosure (a button that shows a list of links), the pattern WAI-ARIA
 * recommends for site navigation; an application `role="menu"` would also have pulled a popper
 * library into every page. The header owns which dropdown is open, so only one is at a time.
 * Escape, a click outside and focus leaving all close it; arrow keys move between the links.
 */
export function NavDropdown({
  label,
  open,
  onOpenChange,
  active = false,
  align = 'start',
  children,
}: {
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  active?: boolean;
  /** 'end' lines the panel up with the trigger's right edge (for the last menus of the bar). */
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useEffectEvent((restoreFocus: boolean) => {
    onOpenChange(false);
    if (restoreFocus) triggerRef.current?.focus();
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close(false);
    };
    // On the document, not the wrapper: Safari does not focus a clicked button, so focus may be elsewhere.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') close(rootRef.current?.contains(document.activeElement) ?? false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-nav-item]') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const step = event.key === 'ArrowDown' ? 1 : -1;
    const move = () => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLElement);
      const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : (index + step + items.length) % items.length;
      items[next]?.focus();
    };
    if (open) return move();
    // A closed panel is hidden: open it, then move focus once it has rendered.
    onOpenChange(true);
    requestAnimationFrame(move);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !(event.relatedTarget instanceof Node && rootRef.current?.contains(event.relatedTarget))) onOpenChange(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className={`group inline-flex items-center gap-1 rounded-md px-2 py-2 font-display text-[0.95rem] font-medium tracking-[0.06em] whitespace-nowrap uppercase transition-colors xl:px-2.5 ${
          open ? 'text-white' : active ? 'text-gold-300' : 'text-mist-200 hover:text-white'
        }`}
      >
        {label}
        <ChevronDown className={`size-3.5 opacity-70 transition-transform duration-200 ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-3 min-w-72 animate-menu-in rounded-lg border border-white/10 bg-ink-900 p-1.5 shadow-2xl shadow-black/40 motion-reduce:animate-none ${
          align === 'end' ? 'right-0' : 'left-0'
        }`}
      >
        {/* Rendered only while open: every page would otherwise carry and hydrate all menus. */}
        {open ? children : null}
      </div>
    </div>
  );
}

/** The section label inside a dropdown panel. */
export function NavDropdownLabel({ children }: { children: ReactNode }) {
  return <p className="px-3 pt-2 pb-1 text-[11px] font-semibold tracking-[0.18em] text-gold-300 uppercase">{children}</p>;
}

const itemBase = 'flex rounded-md px-3 py-2.5 text-sm text-mist-100 transition-colors hover:bg-white/8 hover:text-white focus-visible:bg-white/8';

/** Classes for a link inside a dropdown panel; `data-nav-item` makes it reachable by arrow keys. */
export const navDropdownItemClass = `${itemBase} w-full flex-col items-start gap-0.5`;

/** The same, laid out as a row (a title and an icon side by side). */
export const navDropdownRowClass = `${itemBase} w-72 flex-row items-start justify-between gap-3`;
