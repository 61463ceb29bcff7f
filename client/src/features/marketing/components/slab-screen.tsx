import { Layers, Mail, ScanLine, ShieldCheck, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { BRAND } from '@shared/constants';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from './section-heading';
import { SlabAnnouncement } from './slab-announcement';

const PLANNED = [
  { icon: ShieldCheck, title: 'Tamper-evident', text: 'Sonically sealed: any attempt to open the slab shows.' },
  { icon: Sun, title: 'UV-protective', text: 'Clear, UV-filtering shell that keeps ink and paper from fading.' },
  { icon: ScanLine, title: 'Linked to your letter', text: 'The label carries the certificate number of your G.O.A.T. letter.' },
] as const;

/** /slab-service (docs/product.md, Pages): the Coming Soon teaser of the encapsulation service. */
export function SlabScreen() {
  return (
    <>
      <PageHero
        eyebrow="With our grading partner DGA"
        title="G.O.A.T. x DGA Encapsulation Service"
        lead="Authenticated, then sealed: your signed cards and flat items in a clear, tamper-evident slab that carries your certificate number."
      >
        <p className="mt-6 inline-flex items-center gap-2 rounded-full bg-gold-400 px-4 py-1.5 text-sm font-bold tracking-[0.2em] text-ink-950 uppercase">
          <Layers className="size-4" aria-hidden="true" /> Coming Soon
        </p>
      </PageHero>
      <section aria-label="Announcement" className="surface-dark bg-ink-950">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <SlabAnnouncement />
        </div>
      </section>
      <section aria-labelledby="planned-heading" className="bg-paper-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading
            id="planned-heading"
            eyebrow="What to expect"
            title="Built to protect what we authenticate"
            lead="Pricing, turnaround and submission details are not published yet. We will announce them here first."
          />
          <ul className="grid gap-5 md:grid-cols-3">
            {PLANNED.map(({ icon: Icon, title, text }) => (
              <li key={title} className="grid gap-3 rounded-2xl border border-ink-900/10 bg-white p-6 shadow-card">
                <Icon className="size-7 text-gold-600" aria-hidden="true" strokeWidth={1.5} />
                <h3 className="font-display text-lg font-semibold tracking-wide uppercase">{title}</h3>
                <p className="text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-3">
            <a href={`mailto:${BRAND.supportEmail}?subject=Encapsulation%20service`} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              <Mail aria-hidden="true" /> Ask to be told at launch
            </a>
            <Link to="/full-loa" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              Authenticate an item now
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
