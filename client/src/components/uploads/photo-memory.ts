/**
 * What this tab remembers of picked photos across a reload (sessionStorage): the file name and size
 * of each uploaded photo by its URL, to show it again as it was; and the photos still uploading, by
 * the item they were picked for, so that a reload that cut their upload can name them to be added
 * again rather than drop them silently.
 */
const UPLOADED = 'goat:photos:uploaded';
const IN_FLIGHT = 'goat:photos:in-flight';

export interface PhotoFacts {
  name: string;
  size: number;
}
type InFlight = Record<string, { slot: string; name: string; page: string }>;
// This page's life: photos in flight in it are still uploading (or were removed), not cut short.
const PAGE = Math.random().toString(36).slice(2);

function load<V>(key: string): Record<string, V> {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, V>) : {};
  } catch {
    return {};
  }
}
function store(key: string, value: object) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused or full: a restored photo is then shown as "Photo n" without its size.
  }
}

export const rememberUploadedPhoto = (url: string, facts: PhotoFacts) => store(UPLOADED, { ...load<PhotoFacts>(UPLOADED), [url]: facts });
export const uploadedPhotoFacts = (url: string): PhotoFacts | undefined => load<PhotoFacts>(UPLOADED)[url];

export function photoInFlight(key: string, slot: string, name: string) {
  store(IN_FLIGHT, { ...load<InFlight[string]>(IN_FLIGHT), [`${PAGE}:${key}`]: { slot, name, page: PAGE } });
}
export function photoLanded(key: string) {
  const all = load<InFlight[string]>(IN_FLIGHT);
  if (!(`${PAGE}:${key}` in all)) return;
  delete all[`${PAGE}:${key}`];
  store(IN_FLIGHT, all);
}
const cutShort = (all: InFlight, slot: string) => Object.entries(all).filter(([, p]) => p.slot === slot && p.page !== PAGE);
/** The names of the photos for this item whose upload an earlier load of the page never finished (a reload cut it short). */
export const photosCutShort = (slot: string): string[] => cutShort(load<InFlight[string]>(IN_FLIGHT), slot).map(([, p]) => p.name);
/** Once said: forgotten. */
export function forgetPhotosCutShort(slot: string) {
  const all = load<InFlight[string]>(IN_FLIGHT);
  const gone = cutShort(all, slot);
  if (!gone.length) return;
  for (const [key] of gone) delete all[key];
  store(IN_FLIGHT, all);
}
export function forgetPhotosInFlight() {
  try {
    window.sessionStorage.removeItem(IN_FLIGHT);
  } catch {
    // Nothing was kept.
  }
}
