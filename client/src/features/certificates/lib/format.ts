import { ATHLETES } from '@shared/constants';
import { formatDate } from '@shared/format';

export const formatCertificateDate = (iso: string) => formatDate(iso, 'long');

/** The athlete's name for a slug ('multiple-athletes' and unknown slugs are shown readably). */
export const athleteName = (slug: string) =>
  ATHLETES.find((a) => a.slug === slug)?.name ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
