/**
 * The choices of the Full LOA and Bundle forms (docs/product.md, Services and Limits and defaults), with the labels the pages,
 * e-mails and PDFs show. Prices are not here: they live in pricing.ts.
 */
import { orderNumberInPackage } from './shipping-wording';

const values = <T extends string>(options: readonly { value: T }[]) => options.map((o) => o.value) as [T, ...T[]];
const labelIn = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

export const ITEM_TYPES = [
  { value: 'jersey', label: 'Jersey' },
  { value: 'basketball', label: 'Basketball' },
  { value: 'photo', label: 'Photo' },
  { value: 'card', label: 'Card' },
  { value: 'football', label: 'Football' },
  { value: 'hockey-puck', label: 'Hockey Puck' },
  { value: 'hockey-stick', label: 'Hockey Stick' },
  { value: 'helmet', label: 'Helmet' },
  { value: 'glove', label: 'Glove' },
  { value: 'shoe', label: 'Shoe' },
  { value: 'other', label: 'Other' },
] as const;
export type ItemType = (typeof ITEM_TYPES)[number]['value'];
export const ITEM_TYPE_VALUES = values(ITEM_TYPES);

export const COUNTRIES = [
  { value: 'USA', label: 'United States' },
  { value: 'CAN', label: 'Canada' },
  { value: 'UK', label: 'United Kingdom' },
  { value: 'AUS', label: 'Australia' },
  { value: 'Other', label: 'Other' },
] as const;
export type Country = (typeof COUNTRIES)[number]['value'];
export const COUNTRY_VALUES = values(COUNTRIES);

// The examination's turnaround, counted from the items' arrival; turnaround.ts words it for every page.
export const SERVICE_LEVELS = [
  { value: 'standard', label: 'Standard', businessDays: '15-20', turnaround: '15-20 business days' },
  { value: 'expedited', label: 'Expedited', businessDays: '7-10', turnaround: '7-10 business days' },
] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number]['value'];
export const SERVICE_LEVEL_VALUES = values(SERVICE_LEVELS);

export const HOLOGRAM_PLACEMENTS = [
  { value: 'certificate', label: 'On the certificate' },
  { value: 'item', label: 'On the item' },
] as const;
export type HologramPlacement = (typeof HOLOGRAM_PLACEMENTS)[number]['value'];
export const HOLOGRAM_PLACEMENT_VALUES = values(HOLOGRAM_PLACEMENTS);

export const SHIPPING_METHODS = [
  { value: 'standard', label: 'Standard return shipping', turnaround: '5-7 business days' },
  { value: 'express', label: 'Express return shipping', turnaround: '2-3 business days' },
  { value: 'overnight', label: 'Overnight return shipping', turnaround: '1 business day' },
] as const;
export type ShippingMethod = (typeof SHIPPING_METHODS)[number]['value'];
export const SHIPPING_METHOD_VALUES = values(SHIPPING_METHODS);

export const BUNDLE_TYPES = ['back-to-back', 'the-goal', '3-peat'] as const;
export type BundleType = (typeof BUNDLE_TYPES)[number];

export const itemTypeLabel = (value: string) => labelIn(ITEM_TYPES, value);
export const countryLabel = (value: string) => labelIn(COUNTRIES, value);

/**
 * A postal address as people write it, one line each: street; "City, ST 62704"; the country's name
 * ("United States", never its code). The one way every document prints a return or bill-to address.
 */
export function addressLines(a: { address?: string | null; city?: string | null; state?: string | null; zipCode?: string | null; country?: string | null }): string[] {
  const place = [[a.city, a.state].filter(Boolean).join(', '), a.zipCode].filter(Boolean).join(' ');
  return [a.address ?? '', place, a.country ? countryLabel(a.country) : ''].filter(Boolean);
}
export const serviceLevelLabel = (value: string) => labelIn(SERVICE_LEVELS, value);
export const hologramPlacementLabel = (value: string) => labelIn(HOLOGRAM_PLACEMENTS, value);
export const shippingMethodLabel = (value: string) => labelIn(SHIPPING_METHODS, value);

/** What the customer does with the package (Full LOA and Bundles), shown in e-mails and both PDFs. */
export const PACKING_INSTRUCTIONS = [
  `Submit your items online first. ${orderNumberInPackage()}`,
  'Package every item securely: sleeve or top-load cards and photos, bag jerseys, and pad balls, pucks and helmets so nothing moves.',
  'Ship all items of one submission together in one package to one of our facilities.',
  'Use an insured, tracked shipping service and declare the value of your items.',
  'Include your return address; return shipping is invoiced separately.',
] as const;

export const isBundleType = (value: string | null | undefined): value is BundleType =>
  (BUNDLE_TYPES as readonly string[]).includes(value ?? '');
