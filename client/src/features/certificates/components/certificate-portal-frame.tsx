import { useRef, useState } from 'react';
import { readFrameHeight } from '../lib/frame-height';
import { PORTAL_FRAME } from '../lib/portal';

/**
 * The external verification portal (docs/product.md, Pages): 560 wide (never wider than the screen), 1105 high
 * until its content's height can be read. A cross-origin portal's content cannot be read, so the
 * attempt is skipped; any failure is only logged.
 */
export function CertificatePortalFrame({ src }: { src: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(PORTAL_FRAME.defaultHeight);

  const adjustHeight = () => {
    const contentHeight = readFrameHeight(ref.current, src, window.location.href);
    if (contentHeight !== null) setHeight(contentHeight);
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
