import { formatDate } from '@shared/format';

export const formatCertificateDate = (iso: string) => formatDate(iso, 'long');

/** The athlete's name for a slug ('multiple-athletes' and unknown slugs are shown readably). */
// A certificate's athlete is stored by name; a slug reads as its athlete's name (shared/constants.ts).
export { athleteName } from '@shared/constants';
