import { ArrowRight, Camera, Clock, FileBadge, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BRAND, FACILITIES } from '@shared/constants';
import { FULL_LOA_STANDARD_BUSINESS_DAYS, FULL_LOA_EXPEDITED_BUSINESS_DAYS } from '@shared/turnaround';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from './section-heading';

const tel = `tel:${BRAND.phone.replace(/[^\d+]/g, '')}`;

const INSTRUCTIONS = [
  'Submit your Full LOA online first, so your items have an order number.',
  'Include the paperwork: a printout of your submission (or the mail-in form) with the order number.',
  'Package each item securely: sleeves or top-loaders for cards, boxes with padding for balls, pucks and helmets.',
  'Ship with an insured, tracked service, and declare the full value of the items.',
  'Include your return instructions: address, and any preference for the return service.',
] as const;

function ContactCard({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-3 rounded-2xl border border-ink-900/10 bg-white p-6 shadow-card">
      <span className="flex size-11 items-center justify-center rounded-full bg-ink-900 text-gold-300">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <h2 className="font-display text-lg font-semibold tracking-wide text-ink-900 uppercase">{title}</h2>
      <div className="grid gap-1 text-slate-700">{children}</div>
    </div>
  );
}

/** /contact-us (docs/product.md, Pages): how to reach us, and where and how to ship a Full LOA (#shipping-address). */
export function ContactScreen() {
  return (
    <>
      <PageHero eyebrow="We're here to help" title="Contact Us" lead="Questions about an item, a submission or an invoice? Talk to a specialist: we reply within one business day." />
      <section aria-label="Ways to reach us" className="bg-paper-100">
        <div className="mx-auto grid max-w-7xl gap-5 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
          <ContactCard icon={Phone} title="Call us">
            <a href={tel} className="text-xl font-semibold text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4">
              {BRAND.phone}
            </a>
            <span className="text-sm">Speak with an authenticator about your item.</span>
          </ContactCard>
          <ContactCard icon={Mail} title="Write to us">
            <a href={`mailto:${BRAND.supportEmail}`} className="font-semibold break-all text-ink-900 underline decoration-gold-500 decoration-2 underline-offset-4">
              {BRAND.supportEmail}
            </a>
            <span className="text-sm">We reply within one business day.</span>
          </ContactCard>
          <ContactCard icon={Clock} title="Business hours">
            <span className="font-semibold text-ink-900">{BRAND.hours}</span>
            <span className="text-sm">Closed on weekends and US holidays.</span>
          </ContactCard>
        </div>
      </section>

      <section id="shipping-address" aria-labelledby="shipping-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading
            id="shipping-heading"
            eyebrow="Shipping options"
            title="Where to ship a Full LOA"
            lead="Send your items to the facility closest to you. Quick Opinions need no shipping: they are done from photos."
          />
          <div className="grid gap-6 md:grid-cols-2">
            {FACILITIES.map((facility) => (
              <address key={facility.key} className="surface-dark relative grid gap-4 overflow-hidden rounded-2xl bg-ink-900 p-7 text-white not-italic">
                <span aria-hidden="true" className="guilloche absolute -right-24 -bottom-24 size-64 opacity-[0.08]" />
                <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.24em] text-gold-300 uppercase">
                  <MapPin className="size-4" aria-hidden="true" /> {facility.city}
                </p>
                <h3 className="font-display text-2xl font-semibold tracking-wide uppercase">{facility.name}</h3>
                <p className="grid text-lg leading-relaxed text-mist-100">
                  {facility.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </p>
                <p className="rounded-lg border border-gold-300/30 bg-white/5 px-4 py-3 text-sm text-gold-100">{facility.recommendedFor}</p>
              </address>
            ))}
          </div>
          <div className="grid gap-8 rounded-2xl border border-ink-900/10 bg-paper-50 p-6 sm:p-8 lg:grid-cols-[1.3fr_0.7fr]">
            <div>
              <h3 className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">Shipping instructions</h3>
              <ol className="mt-5 grid gap-4">
                {INSTRUCTIONS.map((step, i) => (
                  <li key={step} className="flex gap-4 text-slate-700">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xs font-semibold text-gold-200">{i + 1}</span>
                    {step}
                  </li>
                ))}
              </ol>
            </div>
            <div className="grid content-start gap-4 rounded-xl bg-white p-6 shadow-card">
              <p className="text-xs font-semibold tracking-[0.24em] text-gold-600 uppercase">Processing time</p>
              <p className="font-display text-4xl font-semibold text-ink-900">{FULL_LOA_STANDARD_BUSINESS_DAYS}</p>
              <p className="text-slate-700">business days from arrival ({FULL_LOA_EXPEDITED_BUSINESS_DAYS} with expedited service). Your invoice, with authentication and return shipping, follows once your items have been examined.</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="start-heading" className="surface-dark bg-ink-900">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <SectionHeading id="start-heading" tone="dark" title="Ready to submit?" lead="Start online in a few minutes, or write to us first." />
          <div className="flex flex-wrap gap-3">
            <Link to="/quick-opinion" className={buttonVariants({ variant: 'gold', size: 'lg' })}>
              <Camera aria-hidden="true" /> Quick Opinion
            </Link>
            <Link to="/full-loa" className={buttonVariants({ variant: 'outline-dark', size: 'lg' })}>
              <FileBadge aria-hidden="true" /> Full LOA
            </Link>
            <a href={`mailto:${BRAND.supportEmail}`} className={buttonVariants({ variant: 'ghost-dark', size: 'lg' })}>
              E-mail us <ArrowRight aria-hidden="true" />
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
