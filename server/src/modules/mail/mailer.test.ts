import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-mailer-'));
  dirs.push(dir);
  return path.join(dir, 'outbox');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const message = { to: 'avery@example.com', subject: 'Reset your password', text: 'https://goat.example.com/reset-password#token=secret-token-value' };

describe('the .eml outbox', () => {
  it('is never used in production: without SMTP the mailer is not made at all', () => {
    const outboxDir = tempDir();
    expect(() => createMailer({ from: 'no-reply@goat.example.com', outboxDir, production: true })).toThrow(/SMTP_URL/);
    expect(fs.existsSync(outboxDir)).toBe(false);
  });

  it('outside production keeps each message as a file only the server user can read', async () => {
    const outboxDir = tempDir();
    const mailer = createMailer({ from: 'no-reply@goat.example.com', outboxDir, production: false });
    await mailer.send(message);
    await mailer.idle();
    const [file] = fs.readdirSync(outboxDir);
    expect(fs.readFileSync(path.join(outboxDir, file!), 'utf8')).toContain('secret-token-value');
    expect(fs.statSync(path.join(outboxDir, file!)).mode & 0o077).toBe(0);
    expect(fs.statSync(outboxDir).mode & 0o077).toBe(0);
  });
});
