/**
 * The external certificate portal (docs/product.md, Pages), when one is configured: VITE_CERT_PORTAL_URL, baked in
 * at build time like the social links; the server validates the same variable and allows only its
 * origin in the CSP's frame-src. Unset, the page shows no frame.
 */
export const CERT_PORTAL_URL: string | undefined = import.meta.env.VITE_CERT_PORTAL_URL || undefined;

/** docs/product.md, Limits and defaults: the frame is 560 wide and 1105 high until its content says otherwise. */
export const PORTAL_FRAME = { width: 560, defaultHeight: 1105 } as const;
