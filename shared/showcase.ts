import { checkCharacter } from './certificate-number';
import type { AthleteSlug } from './constants';
import type { ItemType } from './loa-options';

/** GC-XXXXX-XXXXX from nine characters of Crockford base 32 and their check character. */
const certificateNumber = (body: string) => {
  const digits = body + checkCharacter(body);
  return `GC-${digits.slice(0, 5)}-${digits.slice(5)}`;
};

export interface ShowcaseSample {
  key: string;
  title: string;
  athlete: AthleteSlug;
  itemType: ItemType;
  service: 'Full LOA' | 'Quick Opinion';
  /** A Full LOA's letter: its number and the holder's full name (verification asks the last name). */
  certificate?: { number: string; holder: string };
}

/**
 * The home page's "Recently authenticated" pieces. A certificate shown there is a real record: the
 * demo content of a fresh install issues these (server/src/modules/demo/demo-showcase.ts), and the
 * page shows a number only when GET /api/showcase says it exists, so every number shown verifies.
 * A Quick Opinion is an opinion from photos, never a letter: it has no certificate.
 */
export const SHOWCASE_SAMPLES: readonly ShowcaseSample[] = [
  { key: 'jersey-23', title: 'Signed home jersey #23', athlete: 'michael-jordan', itemType: 'jersey', service: 'Full LOA', certificate: { number: certificateNumber('7K3QD9XW2'), holder: 'Dana Whitfield' } },
  { key: 'football-12', title: 'Signed game football', athlete: 'tom-brady', itemType: 'football', service: 'Full LOA', certificate: { number: certificateNumber('M4R8TB2C6'), holder: 'Luis Ortega' } },
  { key: 'puck-99', title: 'Signed official puck', athlete: 'wayne-gretzky', itemType: 'hockey-puck', service: 'Full LOA', certificate: { number: certificateNumber('H9N2VX5KQ'), holder: 'Claire Bouchard' } },
  { key: 'card-23', title: 'Signed trading card', athlete: 'michael-jordan', itemType: 'card', service: 'Quick Opinion' },
  { key: 'jersey-12', title: 'Signed road jersey #12', athlete: 'tom-brady', itemType: 'jersey', service: 'Full LOA', certificate: { number: certificateNumber('P6W3ZE8G1'), holder: 'Marcus Reed' } },
  { key: 'stick-99', title: 'Signed stick blade', athlete: 'wayne-gretzky', itemType: 'hockey-stick', service: 'Full LOA', certificate: { number: certificateNumber('B2Y7SJ4FD'), holder: 'Priya Natarajan' } },
];

/** The numbers of the showcase's letters, in the page's order. */
export const SHOWCASE_CERTIFICATE_NUMBERS: readonly string[] = SHOWCASE_SAMPLES.flatMap((s) => (s.certificate ? [s.certificate.number] : []));
