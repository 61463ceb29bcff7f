import { describe, expect, it } from 'vitest';
import { adminDisplayName } from './admin-display-name';

describe('admin welcome badge name', () => {
  it('prefers the first name, then the email, then "Admin"', () => {
    expect(adminDisplayName({ firstName: 'Dana', email: 'dana@example.com' })).toBe('Dana');
    expect(adminDisplayName({ firstName: ' ', email: 'dana@example.com' })).toBe('dana@example.com');
    expect(adminDisplayName({ firstName: '', email: '' })).toBe('Admin');
    expect(adminDisplayName(null)).toBe('Admin');
  });
});
