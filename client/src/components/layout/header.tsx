import { ExternalLink, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useNewsLinks } from '@/api/site/get-news-links';
import { Logo } from '@/components/brand/logo';
import { MobileNav } from './mobile-nav';
import { NavDropdown, NavDropdownLabel, navDropdownItemClass, navDropdownRowClass } from './nav-dropdown';
import { ADMIN_LINKS, ATHLETE_LINKS, CONTACT_LINK, SERVICE_LINKS, VERIFY_LINK, type NavItem } from './nav-items';
import { SkipLink } from './skip-link';

type MenuId = 'services' | 'athletes' | 'news';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 font-display text-[0.95rem] font-medium tracking-[0.06em] whitespace-nowrap uppercase transition-colors xl:px-2.5 ${
    isActive ? 'text-gold-300' : 'text-mist-200 hover:text-white'
  }`;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

function MenuLinks({ items }: { items: readonly NavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} data-nav-item="" className={navDropdownItemClass}>
            <span className="font-medium">{item.label}</span>
            {item.description ? <span className="text-xs text-mist-300">{item.description}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header({ isAdmin, signedIn }: { isAdmin: boolean; signedIn: boolean }) {
  const { pathname, key } = useLocation();
  const scrolled = useScrolledPast(10);
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const newsLinks = useNewsLinks();
  // Following a link closes any open dropdown (state adjusted during render, no extra effect).
  const [lastKey, setLastKey] = useState(key);
  if (lastKey !== key) {
    setLastKey(key);
    setOpenMenu(null);
  }
  // A menu only closes itself: when another trigger was clicked first, that one stays open.
  const menuProps = (id: MenuId) => ({
    open: openMenu === id,
    onOpenChange: (open: boolean) => setOpenMenu((current) => (open ? id : current === id ? null : current)),
  });

  return (
    <header
      className={`surface-dark sticky top-0 z-40 border-b border-white/8 bg-ink-900 transition-shadow duration-300 ${
        scrolled ? 'shadow-[0_10px_30px_-12px_rgba(0,0,0,0.65)]' : ''
      }`}
    >
      <SkipLink />
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to="/" className="shrink-0 rounded-md" aria-label="G.O.A.T. Authentication, home">
          {/* With the admin links the nav needs the wordmark's room between lg and xl. */}
          <Logo wordmarkClassName={isAdmin ? 'lg:max-xl:hidden' : undefined} />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex">
          <NavLink to="/" end className={linkClass}>
            Home
          </NavLink>
          <Link to="/#about" className={linkClass({ isActive: false })}>
            About
          </Link>
          <NavDropdown label="Services" active={SERVICE_LINKS.some((l) => l.to === pathname)} {...menuProps('services')}>
            <NavDropdownLabel>Authentication services</NavDropdownLabel>
            <MenuLinks items={SERVICE_LINKS} />
          </NavDropdown>
          <NavDropdown label="Athletes" active={ATHLETE_LINKS.some((l) => l.to === pathname)} {...menuProps('athletes')}>
            <NavDropdownLabel>Athletes we authenticate</NavDropdownLabel>
            <MenuLinks items={ATHLETE_LINKS} />
          </NavDropdown>
          <NavLink to={VERIFY_LINK.to} className={linkClass} title="Certificate verification">
            {VERIFY_LINK.label}
          </NavLink>
          <NavLink to={CONTACT_LINK.to} className={linkClass}>
            {CONTACT_LINK.label}
          </NavLink>
          {/* Only when the server is configured with articles (NEWS_LINKS): never a link to nowhere. */}
          {newsLinks.length ? (
            <NavDropdown label="In The News" align="end" {...menuProps('news')}>
              <NavDropdownLabel>{newsLinks.length === 1 ? 'Featured article' : 'Featured articles'}</NavDropdownLabel>
              {newsLinks.map((article) => (
                <a
                  key={article.url}
                  href={article.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-nav-item=""
                  className={navDropdownRowClass}
                >
                  <span className="leading-snug">{article.title}</span>
                  <ExternalLink className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ))}
            </NavDropdown>
          ) : null}
          {isAdmin
            ? ADMIN_LINKS.map((item) => (
                <NavLink key={item.to} to={item.to} className={linkClass}>
                  {item.label}
                </NavLink>
              ))
            : null}
        </nav>

        <div className="flex items-center gap-2">
          <NavLink
            to="/account"
            className={({ isActive }) =>
              `inline-flex h-10 items-center gap-2 rounded-md border px-3 text-sm font-semibold transition-colors sm:px-4 ${
                isActive ? 'border-gold-300 text-gold-200' : 'border-white/20 text-white hover:border-gold-300 hover:text-gold-200'
              }`
            }
          >
            <UserRound className="size-4" aria-hidden="true" />
            <span className="max-sm:sr-only">Account</span>
            {signedIn ? <span className="size-1.5 rounded-full bg-gold-300" aria-hidden="true" /> : null}
          </NavLink>
          <MobileNav isAdmin={isAdmin} />
        </div>
      </div>
    </header>
  );
}
