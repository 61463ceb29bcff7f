import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from './password';
import type { UserRepository } from './user-repository';

function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '_').slice(0, 20);
  return local.length >= 3 ? local : `${local}admin`.slice(0, 20);
}

/**
 * Makes sure an admin with ADMIN_EMAIL exists. An existing account is promoted and keeps its
 * password; a new one gets ADMIN_PASSWORD and a username from the email's local part.
 */
export async function ensureAdmin(
  users: UserRepository,
  admin: { email: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const existing = await users.findByEmail(admin.email);
  if (existing) {
    if (existing.role !== 'admin') {
      await users.setRole(existing.id, 'admin');
      log.info({ userId: existing.id }, 'promoted ADMIN_EMAIL account to admin');
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
    firstName: 'Site',
    lastName: 'Administrator',
    role: 'admin',
  });
  log.info({ userId: user.id, username }, 'created admin account from ADMIN_EMAIL');
}
