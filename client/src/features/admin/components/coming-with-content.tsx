import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** A tab whose tools arrive with the content release (the Collection and Blog Posts issue). */
export function ComingWithContent({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full border border-gold-500/30 bg-gold-100 text-gold-600">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">{title}</h2>
      <p className="max-w-md text-slate-600">{text}</p>
      <p className="text-xs font-semibold tracking-[0.2em] text-slate-500 uppercase">Arrives with the content release</p>
    </Card>
  );
}
