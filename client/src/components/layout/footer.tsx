import { Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND, FACILITIES } from '@shared/constants';
import { SOCIAL_LINKS } from '@/lib/social-links';
import { Logo } from '@/components/brand/logo';
import { SERVICE_LINKS } from './nav-items';
import { SOCIAL_ICONS } from './social-icons';

const COMPANY_LINKS = [
  { to: '/#about', label: 'About Us' },
  { to: '/contact-us', label: 'Contact' },
  { to: '/contact-us#shipping-address', label: 'Shipping Options' },
  { to: '/collection', label: BRAND.collectionName },
  { to: '/news-blog', label: 'News & Blog' },
  { to: '/terms', label: 'Terms of Service' },
] as const;

const headingClass = 'font-display text-sm font-medium tracking-[0.2em] text-gold-300 uppercase';
const linkClass = 'rounded-sm text-sm text-mist-300 transition-colors hover:text-white';

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="surface-dark relative bg-ink-950 text-mist-200">
      <div className="foil h-px w-full opacity-60" aria-hidden="true" />
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.2fr_0.8fr_0.9fr_1.6fr] lg:px-8">
        <div className="col-span-2 grid content-start gap-5 lg:col-span-1">
          <Link to="/" className="w-fit rounded-md" aria-label="G.O.A.T. Authentication, home">
            <Logo />
          </Link>
          <p className="max-w-xs text-sm leading-relaxed text-mist-300">
            Independent authentication of signed sports memorabilia, by collectors, for collectors.
          </p>
          <a href={`tel:${BRAND.phone.replace(/[^\d+]/g, '')}`} className={`${linkClass} inline-flex w-fit items-center gap-2 text-mist-100`}>
            <Phone className="size-4 text-gold-300" aria-hidden="true" />
            {BRAND.phone}
          </a>
          {SOCIAL_LINKS.length ? (
            <ul className="flex gap-2" aria-label="Follow us">
              {SOCIAL_LINKS.map((social) => {
                const Icon = SOCIAL_ICONS[social.name];
                return (
                  <li key={social.name}>
                    <a
                      href={social.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${social.name} (opens in a new tab)`}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-white/15 text-mist-200 transition-colors hover:border-gold-300 hover:text-gold-200"
                    >
                      {Icon ? <Icon className="size-[18px]" /> : social.name}
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>

        <nav aria-label="Services" className="grid content-start gap-4">
          <h2 className={headingClass}>Services</h2>
          <ul className="grid gap-2.5">
            {SERVICE_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label === 'Full LOA' ? 'Full Letter of Authenticity' : item.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/certificate-verification" className={linkClass}>
                Certificate Verification
              </Link>
            </li>
            <li>
              <Link to="/population" className={linkClass}>
                Population Report
              </Link>
            </li>
          </ul>
        </nav>

        <nav aria-label="Company" className="grid content-start gap-4">
          <h2 className={headingClass}>Company</h2>
          <ul className="grid gap-2.5">
            {COMPANY_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
          <h2 className={headingClass}>Our Facilities</h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {FACILITIES.map((facility) => (
              <address key={facility.key} className="grid gap-1 text-sm leading-relaxed text-mist-300 not-italic">
                <span className="font-semibold text-mist-100">{facility.name}</span>
                {facility.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            ))}
          </div>
        </div>
      </div>
      <div className="border-t border-white/8">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-mist-400 sm:px-6 lg:px-8">
          © {year} {BRAND.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
