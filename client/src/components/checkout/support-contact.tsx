import { BRAND } from '@shared/constants';
import { cn } from '@/lib/utils';

/** "Questions about your order? Contact support at …", the e-mail's subject naming the order number. */
export function SupportContact({ about, subject, className }: { about: string; subject: string; className?: string }) {
  return (
    <p className={cn('text-sm text-slate-700', className)}>
      Questions about {about}? Contact support at{' '}
      <a href={`mailto:${BRAND.supportEmail}?subject=${encodeURIComponent(subject)}`} className="font-semibold underline decoration-gold-500 underline-offset-2">
        {BRAND.supportEmail}
      </a>
      .
    </p>
  );
}
