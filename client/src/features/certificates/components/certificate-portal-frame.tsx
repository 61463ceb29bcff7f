import { useRef, useState } from 'react';
import { PORTAL_FRAME } from '../lib/portal';

/**
 * The external verification portal (spec 2.17): 560 wide (never wider than the screen), 1105 high
 * until its content's height can be read. A cross-origin portal's content cannot be read, so the
 * attempt is skipped; any failure is only logged.
 */
export function CertificatePortalFrame({ src }: { src: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(PORTAL_FRAME.defaultHeight);

  const adjustHeight = () => {
    try {
      if (new URL(src, window.location.href).origin !== window.location.origin) return;
      const doc = ref.current?.contentWindow?.document;
      const contentHeight = doc?.documentElement.scrollHeight ?? 0;
      if (contentHeight > 0) setHeight(contentHeight);
    } catch (error) {
      console.warn('Could not adjust the certificate portal frame height', error);
    }
  };

  return (
    <iframe
      ref={ref}
      src={src}
      title="Certificate verification portal"
      width={PORTAL_FRAME.width}
      height={height}
      onLoad={adjustHeight}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      className="mx-auto block max-w-full rounded-lg border border-ink-900/10 bg-white"
      style={{ width: PORTAL_FRAME.width, height }}
    />
  );
}
