import { describe, expect, it } from 'vitest';
import { changePasswordSchema, resetPasswordSchema } from './schemas/account';
import { loginSchema, registerSchema } from './schemas/auth';
import { newPasswordProblem, PASSWORD_TOO_COMMON } from './password-rule';

describe('the new-password rule', () => {
  it('refuses fewer than 12 characters, in words naming the field', async () => {
    expect(await newPasswordProblem('short-pass1')).toBe('Password must be at least 12 characters');
    expect(await newPasswordProblem('short-pass1', [], 'New password')).toBe('New password must be at least 12 characters');
  });

  it.each(['password1234', '123456789012', 'qwertyuiop12', 'iloveyou2024', 'aaaaaaaaaaaa', 'abcdefghijkl', 'football1234'])(
    'refuses the common or breached-looking %j',
    async (password) => {
      expect(await newPasswordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it("refuses a password made of the account's own name or address", async () => {
    expect(await newPasswordProblem('jordanfan23jordan')).toBeNull();
    expect(await newPasswordProblem('jordanfan23jordan', ['jordanfan23', 'jordan@example.com'])).toBe(PASSWORD_TOO_COMMON);
  });

  it('accepts long, uncommon passwords', async () => {
    expect(await newPasswordProblem('harbor-lantern-47')).toBeNull();
    expect(await newPasswordProblem('quiet-orchard-82')).toBeNull();
  });

  it('every form that sets a password asks for 12 characters; sign-in still takes older, shorter ones', () => {
    const base = { username: 'mia_l', email: 'mia@example.com', firstName: 'Mia', lastName: 'Lee' };
    expect(registerSchema.safeParse({ ...base, password: 'secret-pass' }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ currentPassword: 'x', newPassword: 'secret-pass' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: 't', newPassword: 'secret-pass' }).success).toBe(false);
    expect(loginSchema.safeParse({ usernameOrEmail: 'mia_l', password: 'secret' }).success).toBe(true);
  });
});
