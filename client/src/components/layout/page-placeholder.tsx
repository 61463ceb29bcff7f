import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageHero } from './page-hero';

/**
 * A page whose content arrives in a later release: its real title and a short note, framed so the
 * site never looks broken in the meantime.
 */
export function PagePlaceholder({
  title,
  eyebrow,
  documentTitle,
  lead,
  action = { to: '/contact-us', label: 'Contact us' },
  children,
}: {
  title: string;
  eyebrow?: string;
  documentTitle?: string;
  lead?: string;
  action?: { to: string; label: string };
  children?: ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <section className="mx-auto w-full max-w-7xl flex-1 px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex flex-col items-start gap-6 rounded-xl border border-ink-900/10 bg-white p-8 shadow-card sm:flex-row sm:items-center sm:p-10">
          <LogoMark className="h-14 shrink-0" />
          <div className="grid flex-1 gap-1.5">
            <p className="font-display text-lg font-medium tracking-wide text-ink-900 uppercase">In preparation</p>
            <p className="text-slate-600">This page is being prepared. Please check back soon.</p>
          </div>
          <Button asChild variant="outline">
            <Link to={action.to}>
              {action.label} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        {children}
      </section>
    </>
  );
}
