import { createHmac } from 'node:crypto';

/**
 * The certificate module's keys, derived from the server's secret (SESSION_SECRET or the one kept in
 * DATA_DIR), each for one purpose, so a value made for one use means nothing for another.
 */
export function createCertificateSigning(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('goat-certificates-v1').digest();
  const mac = (purpose: string, value: string) => createHmac('sha256', key).update(`${purpose}:${value}`);
  return {
    /** The photo address's signature: 128 bits, only handed out to someone who passed verification. */
    photoSignature: (certificateNumber: string) => mac('photo', certificateNumber).digest('base64url').slice(0, 22),
    /** A visitor's address as it is kept: tells two places apart without keeping either address. */
    addressHash: (ip: string) => mac('address', ip).digest('hex'),
  };
}

export type CertificateSigning = ReturnType<typeof createCertificateSigning>;

/**
 * The admin's names for the hashed addresses of a list of lookups: "Visitor 1", "Visitor 2", in the
 * list's order, the same name for the same address. Enough to tell visitors apart, and no piece of a
 * hash for anyone to read as a code.
 */
export function visitorLabels(ipHashes: readonly string[]): string[] {
  const numbers = new Map<string, number>();
  return ipHashes.map((hash) => {
    if (!numbers.has(hash)) numbers.set(hash, numbers.size + 1);
    return `Visitor ${numbers.get(hash)}`;
  });
}
