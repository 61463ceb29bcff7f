import type { ServiceType } from '@shared/constants';
import type { Submission } from '@shared/schemas/submission';
import type { MailMessage } from '../mail/mailer';
import type { NewSubmission, UpgradeLinks } from './submission-repository';

/** An item as the submission stores it, whatever the form called its fields. */
export interface SubmittedItem {
  athlete: string;
  itemType: string | null;
  description: string;
  imageUrls: string[];
  /** Full LOA and Bundles only, optional (shared/declared-value.ts). */
  declaredValueCents: number | null;
}

/** Paid now by card: the browser session's own charge must match the price, or nothing is created. */
export interface CardPayment<Input> {
  by: 'card';
  /** The 402 answer to a request without a browser session (it cannot own a charge). */
  noSessionMessage: string;
  transactionIdOf(input: Input): string;
}

/** Nothing is charged now: the price is recorded as the estimate of the invoice to come. */
export interface InvoicePayment {
  by: 'invoice';
}

/**
 * What sets one kind of submission apart: its price, how it is paid, and how its input maps to
 * columns, items and confirmation e-mail. The flow they share is submission-service.ts.
 */
export interface SubmissionRules<Input, Quote extends { totalCents: number }> {
  serviceType: ServiceType;
  payment: CardPayment<Input> | InvoicePayment;
  /** Priced from shared/pricing.ts only; amounts sent by the client are never read. */
  price(input: Input): Quote;
  items(input: Input): SubmittedItem[];
  /** The columns only this kind fills (contact, summary and payment columns are shared). */
  columns(input: Input, quote: Quote): Partial<NewSubmission>;
  confirmation(created: Submission, publicUrl: string, quote: Quote, guestLink?: string): MailMessage;
  /** An order of this kind placed without an account gets a guest link in its confirmation (decision 034). */
  guestLink: boolean;
  /** The order numbers the new submission links to (a Full LOA's upgraded Quick Opinion). */
  links?: UpgradeLinks;
}
