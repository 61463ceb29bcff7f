import type { DbOrTx } from '../../db/types';
import { accountWords, newPasswordProblem } from '@shared/password-rule';
import type { ChangePasswordInput, ProfileInput } from '@shared/schemas/account';
import { createCurrentPasswordCheck, type CurrentPasswordRefusal } from '../auth/current-password';
import { hashPassword } from '../auth/password';
import type { SessionStore } from '../auth/session-store';
import type { Throttle } from '../auth/throttle';
import type { UserRow } from '../auth/user-repository';
import type { Mailer } from '../mail/mailer';
import type { AccountRepository } from './account-repository';
import { emailChangedMail } from './email-changed-mail';
import { isUniqueViolation } from '../../db/unique-violation';

type Refusal = CurrentPasswordRefusal;
type ProfileResult = { kind: 'ok'; user: UserRow } | { kind: 'taken' } | { kind: 'password-needed' } | Refusal;
type PasswordResult = { kind: 'ok'; token: string | null } | { kind: 'weak'; message: string } | Refusal;

export function createAccountService(deps: { accounts: AccountRepository; sessions: SessionStore; throttle: Throttle; mailer: Mailer }) {
  const { accounts, sessions, throttle, mailer } = deps;

  /** The current password, counted like a sign-in: a stolen session cannot guess it at leisure. */
  const checkCurrentPassword = createCurrentPasswordCheck(throttle);

  return {
    /**
     * Names and e-mail. A new e-mail needs the current password, spends outstanding reset links, and
     * is announced to the old address.
     */
    async updateProfile(ip: string, user: UserRow, input: ProfileInput): Promise<ProfileResult> {
      const emailChanged = input.email.trim().toLowerCase() !== user.email.toLowerCase();
      if (emailChanged) {
        if (!input.currentPassword) return { kind: 'password-needed' };
        const refusal = await checkCurrentPassword(ip, user, input.currentPassword);
        if (refusal) return refusal;
      }
      if (await accounts.emailTakenByOther(user.id, input.email)) return { kind: 'taken' };
      // The notice to the old address is written with the change (decision 028): both or neither.
      const announce = (tx: DbOrTx, updated: UserRow) =>
        mailer.send(emailChangedMail({ oldEmail: user.email, newEmail: updated.email, firstName: updated.firstName }), { tx });
      let updated: UserRow;
      try {
        updated = await accounts.updateProfile(user.id, input, emailChanged, announce);
      } catch (err) {
        // Two accounts racing for the same address: the unique index decides.
        if (isUniqueViolation(err)) return { kind: 'taken' };
        throw err;
      }
      return { kind: 'ok', user: updated };
    },

    /**
     * Checks the current password and the new one's strength, stores it, spends outstanding reset
     * links and ends every other session of the user.
     * This browser stays signed in on a new token (the old one may have leaked with the password).
     */
    async changePassword(ip: string, user: UserRow, sessionId: string | null, input: ChangePasswordInput): Promise<PasswordResult> {
      const refusal = await checkCurrentPassword(ip, user, input.currentPassword);
      if (refusal) return refusal;
      const weak = await newPasswordProblem(input.newPassword, accountWords(user), 'New password');
      if (weak) return { kind: 'weak', message: weak };
      await accounts.setPassword(user.id, await hashPassword(input.newPassword), sessionId);
      // The database store ended them in setPassword's transaction; a Redis store ends them here.
      await sessions.destroyForUser(user.id, sessionId);
      const token = sessionId ? await sessions.signIn(sessionId, user.id, { keepLimits: true }) : null;
      return { kind: 'ok', token };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
