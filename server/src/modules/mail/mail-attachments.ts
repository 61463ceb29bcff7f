import type { MailAttachmentRef } from '../../db/schema';

/** What the outbox keeps of an e-mail's files (db/schema.ts, decision 034). */
export type { MailAttachmentRef };

/** A rendered attachment, as nodemailer takes it. */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Renders a reference at send time; null when what it names no longer exists (the e-mail then goes
 * without it). A throw is a delivery failure: the outbox tries again later.
 */
export type RenderAttachment = (ref: MailAttachmentRef) => Promise<MailAttachment | null>;
