import { MapPin } from 'lucide-react';
import { BRAND, FACILITIES } from '@shared/constants';
import { PagePlaceholder } from '@/components/layout/page-placeholder';

/**
 * Contact: the full page arrives later, but the shipping addresses are here already because the
 * footer's 'Shipping Options' link points at #shipping-address.
 */
export function ContactUsPage() {
  return (
    <PagePlaceholder
      eyebrow="We're here to help"
      title="Contact Us"
      lead={`Call ${BRAND.phone} or write to ${BRAND.supportEmail}. ${BRAND.hours}.`}
      action={{ to: '/', label: 'Back to Home' }}
    >
      <section id="shipping-address" className="mt-12" aria-labelledby="shipping-heading">
        <h2 id="shipping-heading" className="font-display text-2xl font-semibold tracking-wide uppercase">
          Shipping Addresses
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {FACILITIES.map((facility) => (
            <address key={facility.key} className="rounded-xl border border-ink-900/10 bg-white p-6 not-italic shadow-card">
              <p className="flex items-center gap-2 font-semibold text-ink-900">
                <MapPin className="size-4 text-gold-600" aria-hidden="true" /> {facility.name}
              </p>
              <p className="mt-3 grid text-sm leading-relaxed text-slate-700">
                {facility.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </p>
              <p className="mt-3 text-sm text-slate-600">{facility.recommendedFor}</p>
            </address>
          ))}
        </div>
      </section>
    </PagePlaceholder>
  );
}
