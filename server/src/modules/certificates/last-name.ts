/**
 * Letters that Unicode does not decompose into a base letter and a mark, read as collectors type them
 * on an English keyboard ("Łukasz" as "Lukasz", "Strauß" as "Strauss").
 */
const FOLDS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * The comparable form of a last name: lower case, accents dropped (NFD, combining marks removed), and
 * everything that is not a letter or a digit ignored, so spaces, apostrophes (straight or curly),
 * hyphens and dots inside the name do not matter: "O'Brien", "o’brien" and "OBrien" are one name, as
 * are "Saint-Pierre" and "Saint Pierre". Abbreviations are not expanded ("St Pierre" is another name):
 * the holder types what is printed on the letter.
 */
export function comparableLastName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => FOLDS[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** True when the typed last name is the holder's, regardless of case, accents, spacing and punctuation. */
export function lastNamesMatch(typed: string, stored: string): boolean {
  const a = comparableLastName(typed);
  return a.length > 0 && a === comparableLastName(stored);
}
