/**
 * The parcel carriers a customer or an admin may name, and where each one's tracking page is. A
 * carrier outside the known four is 'other': its number is kept and shown, without a link.
 */
export const CARRIERS = [
  { value: 'usps', label: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  { value: 'ups', label: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_US&tracknum=' },
  { value: 'fedex', label: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { value: 'dhl', label: 'DHL', trackingUrl: 'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id=' },
  { value: 'other', label: 'Other carrier', trackingUrl: null },
] as const;
export type Carrier = (typeof CARRIERS)[number]['value'];
export const CARRIER_VALUES = CARRIERS.map((c) => c.value) as [Carrier, ...Carrier[]];

export const carrierLabel = (carrier: Carrier): string => CARRIERS.find((c) => c.value === carrier)?.label ?? carrier;

/** Letters, digits, spaces and dashes: what the four carriers print on a label. */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/;

/** The carrier's own tracking page for this number, or null for an unknown carrier. */
export function trackingUrl(carrier: Carrier, trackingNumber: string): string | null {
  const base = CARRIERS.find((c) => c.value === carrier)?.trackingUrl;
  return base ? `${base}${encodeURIComponent(trackingNumber.replace(/[\s-]/g, ''))}` : null;
}
