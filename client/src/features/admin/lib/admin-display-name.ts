import type { User } from '@shared/schemas/auth';

/** The welcome badge's name (spec 02, 2.7): first name, else email, else 'Admin'. */
export function adminDisplayName(user: Pick<User, 'firstName' | 'email'> | null): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'Admin';
}
