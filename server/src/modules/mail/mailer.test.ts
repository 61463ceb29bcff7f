import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport } from './mailer';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'goat-mailer-'));
  dirs.push(dir);
  return path.join(dir, 'outbox');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const message = {
  messageId: '<0f9c1a52-2f4e-4c3e-9a57-1d2b3c4d5e6f@goat.example.com>',
  to: 'avery@example.com',
  subject: 'Reset your password',
  text: 'https://goat.example.com/reset-password#token=secret-token-value',
};

describe('the .eml outbox', () => {
  it('is never used in production: without SMTP the transport is not made at all', () => {
    const outboxDir = tempDir();
    expect(() => createMailTransport({ from: 'no-reply@goat.example.com', outboxDir, production: true })).toThrow(/SMTP_URL/);
    expect(fs.existsSync(outboxDir)).toBe(false);
  });

  it('outside production keeps each message, with its Message-ID, as a file only the server user can read', async () => {
    const outboxDir = tempDir();
    const transport = createMailTransport({ from: 'no-reply@goat.example.com', outboxDir, production: false });
    await transport.deliver(message);
    const [file] = fs.readdirSync(outboxDir);
    const raw = fs.readFileSync(path.join(outboxDir, file!), 'utf8');
    expect(raw).toContain('secret-token-value');
    expect(raw).toContain(`Message-ID: ${message.messageId}`);
    expect(fs.statSync(path.join(outboxDir, file!)).mode & 0o077).toBe(0);
    expect(fs.statSync(outboxDir).mode & 0o077).toBe(0);
  });
});
