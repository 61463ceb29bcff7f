import { createHash, randomBytes } from 'node:crypto';

// 32 symbols without the look-alikes 0/O and 1/I, so each character is exactly 5 random bits (no modulo
// bias): 10 characters are 50 bits, shown as XXXXX-XXXXX like the admins' recovery codes.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh transfer code, shown once to the seller; only its hash is kept. */
export function newTransferCode(): string {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The code as people type it: case, spaces and dashes do not matter. */
export const hashTransferCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest('hex');
