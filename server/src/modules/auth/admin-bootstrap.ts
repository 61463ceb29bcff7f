import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './password';
import type { SecondFactor } from './second-factor';
import type { SessionStore } from './session-store';
import type { UserRepository } from './user-repository';

function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20);
  return local.length >= 3 ? local : `${local}admin`.slice(0, 20);
}

// What earlier versions named the bootstrapped admin: their welcome badge read "Welcome, Site".
const PLACEHOLDER_NAME = { firstName: 'Site', lastName: 'Administrator' };

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * The admin's name: ADMIN_FIRST_NAME and ADMIN_LAST_NAME when set, otherwise read from the email's
 * local part ("dana.jones@…" is Dana Jones; a single word is the first name, "Admin" the last).
 */
export function adminName(admin: { email: string; firstName?: string; lastName?: string }): { firstName: string; lastName: string } {
  const words = (admin.email.split('@')[0] ?? '')
    .split(/[._+-]+/)
    .map((w) => w.replace(/[^A-Za-z']/g, ''))
    .filter((w) => w.length > 0)
    .map(capitalise);
  return {
    firstName: admin.firstName ?? words[0] ?? 'Admin',
    lastName: admin.lastName ?? (words.length > 1 ? words.slice(1).join(' ') : 'Admin'),
  };
}

/**
 * Creates the ADMIN_EMAIL admin when no account holds that e-mail; a new one gets ADMIN_PASSWORD, a
 * username from the email's local part and a real name (see adminName). An existing account is never
 * promoted: whoever registered the address first (an attacker who guessed the operator's address, or
 * took an address an admin gave up) would otherwise become admin with a password of their own at the
 * next start. The server then only logs, plainly, that it did nothing and why. An existing admin keeps
 * its password; only the old placeholder name is replaced.
 */
export async function ensureAdmin(
  users: UserRepository,
  admin: { email: string; password: string; firstName?: string; lastName?: string; totpSecret?: string },
  log: FastifyBaseLogger,
  secondFactor?: SecondFactor,
  sessions?: SessionStore,
): Promise<void> {
  const name = adminName(admin);
  const existing = await users.findByEmail(admin.email);
  if (existing) {
    if (existing.role !== 'admin') {
      log.warn(
        { userId: existing.id },
        'ADMIN_EMAIL belongs to an existing customer account: no admin was created and that account was NOT promoted (a setting never turns an account someone else may have registered into an admin); set ADMIN_EMAIL to an address no account holds',
      );
      return;
    }
    if (existing.firstName === PLACEHOLDER_NAME.firstName && existing.lastName === PLACEHOLDER_NAME.lastName) {
      await users.setName(existing.id, name.firstName, name.lastName);
    }
    // ADMIN_TOTP_SECRET enrols an admin who has no second factor yet; one the admin set up stays theirs.
    // Every session the admin had was signed in with the password alone: it ends, so that none of them
    // (one a thief opened with the password, say) becomes an admin session with the new factor.
    if (admin.totpSecret && secondFactor && !existing.totpEnabledAt) {
      await secondFactor.provision(existing.id, admin.totpSecret);
      await sessions?.destroyForUser(existing.id, null);
      log.info({ userId: existing.id }, 'enrolled the ADMIN_EMAIL admin\'s second factor from ADMIN_TOTP_SECRET; their sessions ended');
    }
    return;
  }
  const base = usernameFromEmail(admin.email);
  let username = base;
  for (let n = 2; await users.usernameExists(username); n++) {
    username = `${base.slice(0, 20 - String(n).length)}${n}`;
  }
  const user = await users.create({
    username,
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    firstName: name.firstName,
    lastName: name.lastName,
    role: 'admin',
  });
  if (admin.totpSecret && secondFactor) await secondFactor.provision(user.id, admin.totpSecret);
  log.info({ userId: user.id, username, secondFactor: Boolean(admin.totpSecret) }, 'created admin account from ADMIN_EMAIL');
}
