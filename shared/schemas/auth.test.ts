import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from './auth';

const valid = {
  username: 'jordan_fan23',
  email: 'fan@example.com',
  password: 'harbor-lantern-47',
  firstName: 'Mia',
  lastName: 'Lee',
  role: 'customer',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return result.error?.issues[0];
}

describe('registerSchema', () => {
  it('accepts a valid registration and trims text', () => {
    const r = registerSchema.parse({ ...valid, username: ' jordan_fan23 ', email: ' fan@example.com ' });
    expect(r.username).toBe('jordan_fan23');
    expect(r.email).toBe('fan@example.com');
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['username', 'a'.repeat(21), 'Username must be at most 20 characters'],
    ['username', 'bad name!', 'Username can only contain letters, numbers, and underscores'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['password', 'short-pass1', 'Password must be at least 12 characters'],
    ['firstName', 'M', 'First name must be at least 2 characters'],
    ['lastName', ' L ', 'Last name must be at least 2 characters'],
  ])('rejects %s=%j with its message', (field, value, message) => {
    const issue = firstMessage(registerSchema.safeParse({ ...valid, [field]: value }));
    expect(issue?.path).toEqual([field]);
    expect(issue?.message).toBe(message);
  });

  it('accepts the 3 and 20 character username edges', () => {
    expect(registerSchema.safeParse({ ...valid, username: 'abc' }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, username: 'a'.repeat(20) }).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires an identifier and a 6+ character password', () => {
    expect(loginSchema.safeParse({ usernameOrEmail: '', password: 'secret1' }).success).toBe(false);
    expect(loginSchema.safeParse({ usernameOrEmail: 'x', password: '12345' }).success).toBe(false);
    expect(loginSchema.safeParse({ usernameOrEmail: 'x', password: '123456' }).success).toBe(true);
  });
});
