import { ATHLETES } from '@shared/constants';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export const formatCertificateDate = (iso: string) => dateFormat.format(new Date(iso));

/** The athlete's name for a slug ('multiple-athletes' and unknown slugs are shown readably). */
export const athleteName = (slug: string) =>
  ATHLETES.find((a) => a.slug === slug)?.name ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
