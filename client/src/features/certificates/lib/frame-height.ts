/** What the frame's height logic needs to know of an iframe (a real HTMLIFrameElement in the page). */
export interface FrameLike {
  contentWindow: { document: { documentElement: { scrollHeight: number } } } | null;
}

/**
 * The portal's content height when it can be read (a same-origin portal), else null: a cross-origin
 * portal is not even tried (the browser would refuse), and any failure is only logged (docs/product.md, Pages).
 */
export function readFrameHeight(frame: FrameLike | null, src: string, pageUrl: string, warn: (message: string, error: unknown) => void = console.warn): number | null {
  try {
    if (new URL(src, pageUrl).origin !== new URL(pageUrl).origin) return null;
    const height = frame?.contentWindow?.document.documentElement.scrollHeight ?? 0;
    return height > 0 ? height : null;
  } catch (error) {
    warn('Could not adjust the certificate portal frame height', error);
    return null;
  }
}
