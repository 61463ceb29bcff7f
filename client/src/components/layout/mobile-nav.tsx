import { ExternalLink, Menu, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useNewsLinks } from '@/api/site/get-news-links';
import { ADMIN_LINKS, ATHLETE_LINKS, CONTACT_LINK, SERVICE_LINKS, VERIFY_LINK, type NavItem } from './nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between rounded-md px-3 py-2.5 text-[0.95rem] transition-colors ${
    isActive ? 'bg-white/8 text-gold-200' : 'text-mist-100 hover:bg-white/5'
  }`;

function Group({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <div className="grid gap-0.5">
      <p className="px-3 pt-3 pb-1 text-[11px] font-semibold tracking-[0.18em] text-gold-300 uppercase">{title}</p>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} className={itemClass}>
          {item.label}
          {item.description ? <span className="text-xs text-mist-300">{item.description}</span> : null}
        </NavLink>
      ))}
    </div>
  );
}

/** The menu below the lg breakpoint: closes on navigation, on Escape and on a click outside it. */
export function MobileNav({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  const newsLinks = useNewsLinks();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (including a hash change on the same page) closes the menu. Adjusting state
  // while rendering, as React recommends, avoids an extra effect pass.
  const [lastKey, setLastKey] = useState(location.key);
  if (lastKey !== location.key) {
    setLastKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md border border-white/20 text-white transition-colors hover:border-gold-300"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
      </button>
      <nav
        id={panelId}
        aria-label="Main"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-white/8 bg-ink-900 px-4 pt-2 pb-6 shadow-2xl shadow-black/50 sm:px-6"
      >
        {/* The links exist only while open: less to send, parse and hydrate on every page. */}
        {open ? (
          <div className="mx-auto grid max-w-7xl gap-1 sm:grid-cols-2 sm:gap-x-8">
            <div className="grid gap-0.5">
              <NavLink to="/" end className={itemClass}>
                Home
              </NavLink>
              <Link to="/#about" className={itemClass({ isActive: false })}>
                About
              </Link>
              <NavLink to={VERIFY_LINK.to} className={itemClass}>
                Certificate Verification
              </NavLink>
              <NavLink to={CONTACT_LINK.to} className={itemClass}>
                {CONTACT_LINK.label}
              </NavLink>
              <NavLink to="/account" className={itemClass}>
                Account
              </NavLink>
              {isAdmin ? ADMIN_LINKS.map((item) => <NavLink key={item.to} to={item.to} className={itemClass}>{item.label}</NavLink>) : null}
            </div>
            <div className="grid content-start gap-1">
              <Group title="Services" items={SERVICE_LINKS} />
              <Group title="Athletes" items={ATHLETE_LINKS} />
              {newsLinks.length ? (
                <div className="grid gap-0.5">
                  <p className="px-3 pt-3 pb-1 text-[11px] font-semibold tracking-[0.18em] text-gold-300 uppercase">In The News</p>
                  {newsLinks.map((article) => (
                    <a key={article.url} href={article.url} target="_blank" rel="noopener noreferrer" className={itemClass({ isActive: false })}>
                      <span>{article.title}</span>
                      <ExternalLink className="ml-3 size-4 shrink-0 text-gold-300" aria-hidden="true" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  ))}
                </div>
              ) : null}
            </div>
          </div>
        ) : null}
      </nav>
    </div>
  );
}
