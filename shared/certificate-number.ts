/**
 * Certificate numbers: GC-XXXXX-XXXXX in Crockford's base 32. Nine random characters (45 bits, so a
 * number cannot be guessed from its neighbours) and a last check character (Luhn mod 32) that catches
 * any one mistyped character and most swaps of two neighbours, before the server is even asked.
 */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'GC';
const RANDOM_LENGTH = 9;

/** The number the lookup form shows as an example: a valid one, so typing it is not called a mistype. */
export const EXAMPLE_CERTIFICATE_NUMBER = 'GC-7K3QD-9XW24';
export const CERTIFICATE_NUMBER_PATTERN = /^GC-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** Luhn mod N over the Crockford alphabet: the character that makes the whole string check out. */
export function checkCharacter(body: string): string {
  const n = CROCKFORD_ALPHABET.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const code = CROCKFORD_ALPHABET.indexOf(body[i] ?? '');
    if (code < 0) throw new Error(`not a Crockford base-32 character: ${body[i]}`);
    let addend = factor * code;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / n) + (addend % n);
    sum += addend;
  }
  return CROCKFORD_ALPHABET[(n - (sum % n)) % n] ?? '0';
}

/** A new random number; `randomBytes` is injected so the browser and tests can supply their own. */
export function makeCertificateNumber(randomBytes: (size: number) => Uint8Array): string {
  const bytes = randomBytes(RANDOM_LENGTH);
  let body = '';
  for (const byte of bytes) body += CROCKFORD_ALPHABET[byte % 32];
  const digits = body + checkCharacter(body);
  return `${PREFIX}-${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/**
 * What a person typed, as the stored form: upper case, spaces and dashes ignored, Crockford's
 * look-alikes read as digits (O as 0, I and L as 1). Anything else is returned upper-cased and trimmed,
 * so an unknown number is still looked up (and logged) as typed.
 */
export function normalizeCertificateNumber(input: string): string {
  const raw = input.trim().toUpperCase();
  const compact = raw.replace(/[\s-]/g, '');
  if (!compact.startsWith(PREFIX) || compact.length !== PREFIX.length + RANDOM_LENGTH + 1) return raw.slice(0, 64);
  const digits = compact
    .slice(PREFIX.length)
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return `${PREFIX}-${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** True when the number has our shape and its check character matches. */
export function isValidCertificateNumber(input: string): boolean {
  const number = normalizeCertificateNumber(input);
  if (!CERTIFICATE_NUMBER_PATTERN.test(number)) return false;
  const digits = number.slice(PREFIX.length + 1).replace('-', '');
  return checkCharacter(digits.slice(0, -1)) === digits.slice(-1);
}
