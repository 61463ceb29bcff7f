import { Award, Clock, Download, Fingerprint, ShieldCheck, Users } from 'lucide-react';
import { FULL_LOA_MAIL_IN_FORM } from '@shared/constants';
import { FULL_LOA_TURNAROUND, QUICK_OPINION_TURNAROUND } from '@shared/turnaround';
import { Seal } from '@/components/brand/seal';
import { PageHero } from '@/components/layout/page-hero';
import { buttonVariants } from '@/components/ui/button-variants';
import { SectionHeading } from './section-heading';
import { ServiceCards } from './service-cards';
import { Steps } from './steps';

const PROCESS = [
  { title: 'Submit Your Item', text: 'Upload photos for a Quick Opinion, or submit a Full LOA online and ship the item to one of our facilities.' },
  { title: 'Expert Authentication', text: 'Our specialists compare the signature with verified exemplars and examine the item under magnification and UV light.' },
  { title: 'Certification', text: 'Passing items receive a letter, a tamper-evident hologram and a certificate number anyone can verify.' },
] as const;

const WHY = [
  { icon: Users, title: 'Collectors first', text: 'Founded by collectors with 40 years of combined experience, who only work for you, never for a seller.' },
  { icon: Award, title: 'Three signatures, mastered', text: 'We specialise in Michael Jordan, Tom Brady and Wayne Gretzky, and know each signature across every era.' },
  { icon: Fingerprint, title: 'Verifiable by number', text: 'Every letter carries a unique number in our certificate database, checkable by any future buyer.' },
  { icon: Clock, title: 'Fast, clear answers', text: `A Quick Opinion ${QUICK_OPINION_TURNAROUND}; Full LOA results within ${FULL_LOA_TURNAROUND}.` },
] as const;

/** /services (docs/product.md, Pages): the two services, the PDF form, the process and why choose us. */
export function ServicesScreen() {
  return (
    <>
      <PageHero
        eyebrow="What we do"
        title="Our Services"
        lead="From a fast opinion on photos to a full in-hand examination with a letter of authenticity: choose the level of certainty your item needs."
        aside={<Seal className="mx-auto w-64" />}
      />
      <section aria-label="Services and prices" className="bg-paper-100">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <ServiceCards headingLevel={2} />
          <div className="mt-8 flex flex-col items-start gap-5 rounded-2xl border border-gold-500/40 bg-gold-100/60 p-6 sm:flex-row sm:items-center sm:p-8">
            <Download className="size-8 shrink-0 text-gold-600" aria-hidden="true" strokeWidth={1.5} />
            <div className="grid flex-1 gap-1">
              <h2 className="font-display text-xl font-semibold tracking-wide text-ink-900 uppercase">Prefer a PDF Form?</h2>
              <p className="text-slate-700">Print the Full LOA mail-in form, fill it in by hand and send it in the box with your items.</p>
            </div>
            <a href={FULL_LOA_MAIL_IN_FORM.href} download className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              <Download aria-hidden="true" /> Download the PDF form
            </a>
          </div>
        </div>
      </section>
      <section aria-labelledby="process-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <SectionHeading id="process-heading" eyebrow="The process" title="How authentication works" align="center" className="mx-auto" />
          <Steps steps={PROCESS} />
        </div>
      </section>
      <section aria-labelledby="why-heading" className="surface-dark bg-ink-900">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:px-8">
          <SectionHeading id="why-heading" tone="dark" eyebrow="Why choose us" title="Why Choose G.O.A.T. Authentication" lead="What sets a G.O.A.T. letter apart when your item changes hands." />
          <ul className="grid gap-5 sm:grid-cols-2">
            {WHY.map(({ icon: Icon, title, text }) => (
              <li key={title} className="grid gap-3 rounded-2xl border border-white/10 bg-ink-800/80 p-6">
                <Icon className="size-7 text-gold-300" aria-hidden="true" strokeWidth={1.5} />
                <h3 className="font-display text-lg font-semibold tracking-wide text-white uppercase">{title}</h3>
                <p className="leading-relaxed text-mist-200">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-label="Guarantee" className="bg-paper-50">
        <p className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          <ShieldCheck className="size-5 shrink-0 text-gold-600" aria-hidden="true" />
          Prices are per item and exclude shipping, which is invoiced separately and varies by location. Submission fees are non-refundable.
        </p>
      </section>
    </>
  );
}
