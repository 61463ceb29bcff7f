import { ATHLETES } from '@shared/constants';
import { QUICK_OPINION_TURNAROUND } from '@shared/turnaround';

export interface NavItem {
  to: string;
  label: string;
  description?: string;
}

export const SERVICE_LINKS: readonly NavItem[] = [
  { to: '/quick-opinion', label: 'Quick Opinion', description: `Photo review ${QUICK_OPINION_TURNAROUND}` },
  { to: '/full-loa', label: 'Full LOA', description: 'In-hand examination, letter and hologram' },
  { to: '/bundles', label: 'Bundles', description: 'Several athletes, one discount' },
];

export const ATHLETE_LINKS: readonly NavItem[] = ATHLETES.map((a) => ({ to: `/${a.slug}`, label: a.name, description: a.sport }));

export const VERIFY_LINK: NavItem = { to: '/certificate-verification', label: 'Verify' };
export const CONTACT_LINK: NavItem = { to: '/contact-us', label: 'Contact' };
export const ADMIN_LINKS: readonly NavItem[] = [
  { to: '/admin', label: 'Admin' },
  { to: '/collection', label: 'Collection' },
];
