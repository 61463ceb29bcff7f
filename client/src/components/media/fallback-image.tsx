import { ImageOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { cn } from '@/lib/utils';

/**
 * An image that gives way to a placeholder of the brand when it fails to load (docs/product.md, Errors: broken
 * collection and blog images fall back), or when there is none. The placeholder is drawn, not
 * fetched, so it cannot fail in turn.
 */
export function FallbackImage({ src, alt, className, ...props }: Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) {
    return (
      <div role={alt ? 'img' : undefined} aria-label={alt || undefined} className={cn('flex flex-col items-center justify-center gap-2 bg-ink-900 text-mist-300', className)}>
        <LogoMark className="h-12 opacity-80" />
        <span className="flex items-center gap-1.5 text-xs tracking-[0.2em] uppercase">
          <ImageOff className="size-3.5" aria-hidden="true" /> Image unavailable
        </span>
      </div>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} {...props} />;
}
