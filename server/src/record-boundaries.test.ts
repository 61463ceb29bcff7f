import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Everything written about a submission once it exists goes through one module, submissions/record
 * (docs/decisions/025): its history entries, and the e-mails that tell the customer about it, sent as
 * their preferences allow. These read the server's sources and fail on a sixth writer.
 */
const src = import.meta.dirname;
const RECORD = 'modules/submissions/record/';

function sources(dir: string): { file: string; text: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ file: path.relative(src, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') }];
  });
}
const files = sources(src);
const outside = (pattern: RegExp) => files.filter((f) => !f.file.startsWith(RECORD) && pattern.test(f.text)).map((f) => f.file);

/**
 * The files outside record/ that write to the outbox, none of them about a submission's record: the
 * outbox itself, the account's and sign-in's own e-mails, and those of a certificate's holder and of a
 * charge no submission holds.
 */
const OTHER_MAIL = [
  // The outbox and the mailer that writes to it.
  'modules/mail/outbox-mailer.ts',
  'modules/mail/recipient-limit.ts',
  // Password reset, e-mail change, claiming a visitor's submissions: the account's.
  'modules/account/password-reset.ts',
  'modules/account/account-service.ts',
  'modules/account/submission-claims.ts',
  // Someone guessing a password.
  'modules/auth/service.ts',
  // A certificate passing between holders, and the alarm about look-ups of a holder's certificate.
  'modules/certificates/holder-service.ts',
  'modules/certificates/clone-alarm.ts',
  // The refund of a card charge left unattached to any submission.
  'modules/refunds/refund-mail.ts',
];

describe('one write path for a submission (submissions/record)', () => {
  it('finds the sources it reads', () => {
    expect(files.map((f) => f.file)).toContain(`${RECORD}change.ts`);
  });

  it('inserts history entries in record/ only', () => {
    expect(outside(/insert\(\s*submissionStatusHistory\s*\)/)).toEqual([]);
  });

  it("asks for the customer's e-mail preferences in record/ only", () => {
    expect(outside(/\.wantsEmail\(/)).toEqual([]);
  });

  it('writes to the outbox outside record/ only for e-mails that are not about a submission', () => {
    expect(outside(/\bmailer\.send\(|\.enqueue\(/).sort()).toEqual([...OTHER_MAIL].sort());
  });
});
