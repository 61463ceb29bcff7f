import { accountWords, newPasswordProblem } from '@shared/password-rule';
import type { UserRepository, UserRow } from './user-repository';

/**
 * At a successful sign-in, the only moment the server sees the password in clear: notes whether it
 * meets today's rule. An account from the 6-character days keeps working, and its answers carry
 * `passwordChangeRequired` until a new password is set (which clears the mark).
 */
export async function notePasswordAge(users: UserRepository, user: UserRow, password: string): Promise<UserRow> {
  const required = (await newPasswordProblem(password, accountWords(user))) !== null;
  if (required === user.passwordChangeRequired) return user;
  await users.setPasswordChangeRequired(user.id, required);
  return { ...user, passwordChangeRequired: required };
}
