import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Marks a sealed value. Secrets of earlier versions are base32 (A-Z, 2-7): never mistaken for one.
const SEALED = 'enc1:';
// The key's purpose, fixed: a key derived for anything else from the same server secret differs.
const LABEL = 'goat/admin-totp-secret/v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Admins' authenticator secrets at rest (decision 019): AES-256-GCM under a key derived with HKDF
 * from the server's secret (SESSION_SECRET, or the one kept in DATA_DIR). Each value is bound to its
 * account (the user id is the additional data), so a sealed secret copied to another row does not open.
 * A value not sealed (stored by an earlier version) is read as it is; the caller seals it again.
 */
export function createSecretBox(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), LABEL, 32));
  const aad = (userId: number) => Buffer.from(`user:${userId}`);

  return {
    seal(plain: string, userId: number): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(aad(userId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /** The secret, or null when it does not open (another server secret, another account's value). */
    open(stored: string, userId: number): string | null {
      if (!stored.startsWith(SEALED)) return stored;
      try {
        const raw = Buffer.from(stored.slice(SEALED.length), 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(aad(userId));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },

    isSealed: (stored: string) => stored.startsWith(SEALED),
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
