import type { User } from '@shared/schemas/auth';

/** The welcome badge's name (docs/product.md, Pages): first name, else email, else 'Admin'. */
export function adminDisplayName(user: Pick<User, 'firstName' | 'email'> | null): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'Admin';
}
