import { sql } from 'drizzle-orm';
import type { InvoiceLine } from '@shared/invoice';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL. Money is integer cents; every timestamp has a time zone.

export const roleEnum = pgEnum('role', ['customer', 'admin']);
export const serviceTypeEnum = pgEnum('service_type', ['quick_opinion', 'full_loa', 'bundle_loa']);
// The two status lists are shared/lifecycle.ts's, written out for drizzle-kit (lifecycle-enums.test.ts proves them equal).
export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'processing', 'completed', 'rejected']);
export const paymentStatusEnum = pgEnum('payment_status', ['paid', 'pending_invoice', 'invoiced', 'refunded']);
// shared/rejection.ts REJECTION_KINDS, written out for drizzle-kit (lifecycle-enums.test.ts proves them equal).
export const rejectionKindEnum = pgEnum('rejection_kind', ['not_received', 'not_eligible', 'duplicate_order', 'could_not_authenticate']);
// What a prepaid Bundle paid beyond its items, should one fail (shared/invoice.ts OVERPAYMENT_CHOICES).
export const overpaymentChoiceEnum = pgEnum('overpayment_choice', ['refund', 'credit']);
export const chargeStatusEnum = pgEnum('charge_status', ['pending', 'approved', 'declined', 'failed']);
// shared/constants.ts PAYMENT_MODES: only clover_live is real money.
export const paymentModeEnum = pgEnum('payment_mode', ['sandbox', 'clover_test', 'clover_live']);
// The verdict of an examination: of a whole submission, or of one of its items.
export const outcomeEnum = pgEnum('outcome', ['pass', 'fail']);
export const certificateStatusEnum = pgEnum('certificate_status', ['valid', 'revoked']);
export const invoiceStatusEnum = pgEnum('invoice_status', ['unpaid', 'paid', 'void']);
export const shipmentDirectionEnum = pgEnum('shipment_direction', ['inbound', 'return']);
// A refund's answer from the provider: pending while it is out (or its answer was lost), then final.
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('customer'),
    // Set at a sign-in whose password misses today's rule (it was chosen under an older one);
    // cleared when a new password is set. The site asks the customer to change it meanwhile.
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    // An admin's second factor (TOTP, decision 019): the base32 secret, set at setup and confirmed
    // (enabled) by a first code; the last time step a code was accepted for, so no code is used twice.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Uniqueness without regard to case, enforced by the database itself.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The admin's Users list, newest first, a keyset page at a time (decision 011).
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // A stable key other rows may refer to (a visitor's submissions, charges); never sent to the browser.
    id: text('id').primaryKey(),
    // SHA-256 of the token in the cookie: a leaked table does not leak usable sessions. Rotated at sign-in.
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // When the session was last signed in (null for a visitor's): the absolute limit counts from here.
    signedInAt: timestamp('signed_in_at', { withTimezone: true }),
    // When this session passed an admin's second factor (a code at sign-in, or the enrolment made in it);
    // null for every other session. Admin rights are this session's, never the account's alone.
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
  ],
);

/** An admin's single-use recovery codes (SHA-256 of each; shown once, at enrolment). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** Failed sign-in counters per address and per account, shared by every server instance. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Browsers that have signed in to an account (decision 021, amended): the `goat_dev` cookie holds one
 * random id per browser, stored here only as its SHA-256, one row per account it signed in to. Such a
 * browser keeps its own sign-in limit while strangers' failures lock the account's new browsers out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('trusted_devices_user_token_idx').on(t.userId, t.tokenHash)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The one reference a customer sees (GA-XXXX-XXXX): random, so it does not count the orders.
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Hash of the visitor's browser session, so a visitor can reach what they just created.
    visitorSessionId: text('visitor_session_id'),
    serviceType: serviceTypeEnum('service_type').notNull(),
    bundleType: text('bundle_type'),
    // Written only by the lifecycle module (server/src/modules/lifecycle), with its history entry.
    status: submissionStatusEnum('status').notNull().default('pending'),
    // Why it was rejected, in the customer's terms (shared/rejection.ts): set when it is rejected; null
    // on a submission rejected before kinds were recorded, whose reason alone says why.
    rejectionKind: rejectionKindEnum('rejection_kind'),
    // The admin's message to the customer with the rejection (optional): set only when rejected.
    rejectionReason: text('rejection_reason'),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    country: text('country'),
    hologramPlacement: text('hologram_placement'),
    shippingMethod: text('shipping_method'),
    item: text('item').notNull(),
    athlete: text('athlete').notNull(),
    quantity: integer('quantity').notNull(),
    customerNotes: text('customer_notes'),
    adminNotes: text('admin_notes'),
    certificateNumber: text('certificate_number'),
    submissionDate: timestamp('submission_date', { withTimezone: true }).notNull().defaultNow(),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    serviceLevel: text('service_level').notNull().default('standard'),
    expeditedFeeCents: integer('expedited_fee_cents').notNull().default(0),
    eraSignature: boolean('era_signature').notNull().default(false),
    eraSignatureFeeCents: integer('era_signature_fee_cents').notNull().default(0),
    paymentAmountCents: integer('payment_amount_cents').notNull(),
    paymentCurrency: text('payment_currency').notNull().default('USD'),
    paymentStatus: paymentStatusEnum('payment_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    // Who took the card payment (null: not paid by card); copied from the charge.
    paymentMode: paymentModeEnum('payment_mode'),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    transactionId: text('transaction_id'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    orderId: text('order_id'),
    // The verdict and when it was given (set by the admin on completion). A Quick Opinion's pass may be
    // upgraded within 30 days of it.
    outcome: outcomeEnum('outcome'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    // Optimistic concurrency: every admin change bumps it, and a save made from an older copy is refused.
    version: integer('version').notNull().default(1),
    // A Full LOA made from a passing Quick Opinion; unique, so its price per item is credited once.
    upgradedFromId: integer('upgraded_from_id').references((): AnyPgColumn => submissions.id, { onDelete: 'set null' }),
    upgradeCreditCents: integer('upgrade_credit_cents').notNull().default(0),
    // The form's Idempotency-Key (one per order the customer means to place): a repeat of the POST from
    // the same browser session answers the order it made instead of making a second.
    idempotencyKey: text('idempotency_key'),
    // The customer's choice for what a prepaid Bundle paid beyond its items (an item failed): refunded
    // to the card, or credited against the invoice's return shipping and insurance. Changeable by the
    // customer until the invoice is issued; read by the invoice only.
    overpaymentChoice: overpaymentChoiceEnum('overpayment_choice').notNull().default('refund'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('submissions_order_number_idx').on(t.orderNumber),
    uniqueIndex('submissions_idempotency_idx').on(t.visitorSessionId, t.idempotencyKey),
    uniqueIndex('submissions_upgraded_from_idx').on(t.upgradedFromId),
    // The admin list at a million rows (decision 011): every filter it offers leads an index that
    // ends in its sort keys, so a page (and a deep OFFSET) is read from the index alone.
    index('submissions_user_idx').on(t.userId, t.submissionDate, t.id),
    index('submissions_status_idx').on(t.status, t.submissionDate, t.id),
    index('submissions_date_idx').on(t.submissionDate, t.id),
    index('submissions_type_status_idx').on(t.serviceType, t.status, t.submissionDate, t.id),
    // The admin search: a substring of order number, name, e-mail or item (pg_trgm, migration 0005).
    // The expression must stay identical to SEARCH_TEXT in modules/admin/admin-submission-query.ts.
    index('submissions_search_trgm_idx').using(
      'gin',
      sql`lower(${t.orderNumber} || ' ' || ${t.fullName} || ' ' || ${t.email} || ' ' || ${t.item}) gin_trgm_ops`,
    ),
  ],
);

/**
 * How many submissions there are per status and service type, kept exact by statement-level triggers
 * on submissions (migration 0006): counting a million rows took 75-85 ms, reading these rows takes
 * well under one (decision 011). The admin list's unsearched totals and the stats read it.
 */
export const submissionCounts = pgTable(
  'submission_counts',
  {
    status: submissionStatusEnum('status').notNull(),
    serviceType: serviceTypeEnum('service_type').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.serviceType] })],
);

export const submissionItems = pgTable(
  'submission_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    athlete: text('athlete').notNull(),
    itemType: text('item_type'),
    description: text('description').notNull(),
    imageUrls: jsonb('image_urls').$type<string[]>().notNull().default([]),
    // Set when some items pass and some fail; null means the submission's outcome applies.
    outcome: outcomeEnum('outcome'),
    // The title the admin gave the item (its certificate's ITEM); null: made from athlete and type
    // (shared/item-title.ts). Fixed once the item's certificate is issued.
    title: text('title'),
    // The customer's own statement of the item's worth (Full LOA and Bundles, optional): the return
    // parcel is insured for the total (shared/declared-value.ts). Null: none declared.
    declaredValueCents: integer('declared_value_cents'),
  },
  (t) => [uniqueIndex('submission_items_position_idx').on(t.submissionId, t.position)],
);

export const submissionStatusHistory = pgTable(
  'submission_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    // What happened: 'created', 'status', 'outcome', 'notes' (the shipping steps add their own kinds).
    kind: text('kind').notNull().default('status'),
    fromStatus: submissionStatusEnum('from_status'),
    // The status after the change (unchanged for an outcome or a note).
    toStatus: submissionStatusEnum('to_status').notNull(),
    // The changed value as text, for kinds other than 'status' (an outcome, the admin notes).
    fromValue: text('from_value'),
    toValue: text('to_value'),
    // Internal: the admin's note about this change, never shown to the customer.
    notes: text('notes'),
    // What the customer reads on the timeline with this entry (set only when the admin shares it).
    customerNote: text('customer_note'),
    visibleToCustomer: boolean('visible_to_customer').notNull().default(true),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('status_history_submission_idx').on(t.submissionId)],
);

/** Every card charge attempt, approved or not, whether or not a submission was created. */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    mode: paymentModeEnum('mode').notNull(),
    // The client's order reference, scoped to the browser session that sent it.
    orderReference: text('order_reference').notNull(),
    sessionId: text('session_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    serviceType: serviceTypeEnum('service_type').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    status: chargeStatusEnum('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    orderId: text('order_id'),
    cardLast4: text('card_last4'),
    cardBrand: text('card_brand'),
    errorMessage: text('error_message'),
    customerEmail: text('customer_email'),
    customerName: text('customer_name'),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    // Set for the payment of a Full LOA invoice (decision 015); submission_id stays null for those.
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'set null' }),
    // While a charge request is out with the provider: a retry waits, a stale lease may be taken over.
    inFlightSince: timestamp('in_flight_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live charge per invoice, whatever the session: an invoice is never charged twice.
    uniqueIndex('payments_live_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    // One live (pending or approved) charge per order reference and browser session: a double click
    // or a retry finds it instead of charging again. Declined attempts do not block a new card.
    uniqueIndex('payments_live_reference_idx')
      .on(t.sessionId, t.orderReference)
      .where(sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex('payments_transaction_idx').on(t.transactionId),
    uniqueIndex('payments_submission_idx').on(t.submissionId),
  ],
);

/** A letter of authenticity: one per passed item; never deleted, only revoked (with the reason kept). */
export const certificates = pgTable(
  'certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificateNumber: text('certificate_number').notNull().unique(),
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    // The item it certifies; unique, so completing a submission twice never issues twice.
    submissionItemId: integer('submission_item_id').references(() => submissionItems.id, { onDelete: 'set null' }),
    userLastName: text('user_last_name').notNull(),
    item: text('item').notNull(),
    athlete: text('athlete').notNull(),
    // The item's photo (an /uploads/ address), shown on the letter and on the public verification.
    imageUrl: text('image_url'),
    issueDate: timestamp('issue_date', { withTimezone: true }).notNull().defaultNow(),
    grade: text('grade'),
    authenticator: text('authenticator'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    status: certificateStatusEnum('status').notNull().default('valid'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    // A demonstration record of the demo content (demo-showcase.ts): verification and the letter say so.
    demo: boolean('demo').notNull().default(false),
    // The current holder after a transfer; null: the submission's account, or its e-mail until the order
    // is claimed. The chain of holders is certificateHolders.
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Shown on its public page and badge by the holder's choice.
    public: boolean('public').notNull().default(false),
    // How many holders it has had (1 until its first transfer), and when it last changed hands.
    holders: integer('holders').notNull().default(1),
    lastTransferredAt: timestamp('last_transferred_at', { withTimezone: true }),
    // Set by the clone alarm while an alert of this number is open.
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_item_idx').on(t.submissionItemId),
    index('certificates_submission_idx').on(t.submissionId),
    index('certificates_holder_idx').on(t.holderUserId),
  ],
);

/** The chain of a certificate's holders, the current one without `until`; names are for the admin only. */
export const certificateHolders = pgTable(
  'certificate_holders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    lastName: text('last_name').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }),
    via: text('via', { enum: ['issue', 'transfer', 'correction'] }).notNull(),
    // A correction's reason, and the admin who recorded it.
    reason: text('reason'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('certificate_holders_certificate_idx').on(t.certificateId, t.since)],
);

/** A holder's offer to hand a certificate over: a one-time code (its SHA-256 only), valid 30 days. */
export const certificateTransfers = pgTable(
  'certificate_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    spentBy: integer('spent_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One open offer per certificate: starting again cancels the open one first.
    uniqueIndex('certificate_transfers_open_idx')
      .on(t.certificateId)
      .where(sql`${t.spentAt} is null and ${t.cancelledAt} is null`),
    index('certificate_transfers_code_idx').on(t.certificateId, t.codeHash),
  ],
);

/** Every public verification lookup, matched or not: how often and from how many places a number is tried. */
export const certificateLookups = pgTable(
  'certificate_lookups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // The number as asked (trimmed, upper case, at most 64 characters), and the certificate it names if any.
    certificateNumber: text('certificate_number').notNull(),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'cascade' }),
    matched: boolean('matched').notNull(),
    // HMAC of the address with the server's secret: counts distinct places without keeping addresses.
    ipHash: text('ip_hash').notNull(),
    createdAt: createdAt(),
  },
  // created_at alone: housekeeping deletes by age (lookup-purge.ts).
  (t) => [index('certificate_lookups_certificate_idx').on(t.certificateId, t.createdAt), index('certificate_lookups_created_idx').on(t.createdAt)],
);

/**
 * The clone alarm's alerts (modules/certificates/clone-alarm.ts): one per suspicious run of lookups of a
 * certificate; at most one open (cleared_at null) per certificate, while certificates.flagged_at is set.
 */
export const certificateAlerts = pgTable(
  'certificate_alerts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['mismatches', 'matched-places'] }).notNull(),
    // Counted within the alarm's window, kept up to date while the alert is open.
    mismatches: integer('mismatches').notNull(),
    places: integer('places').notNull(),
    matchedPlaces: integer('matched_places').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
    holderNotifiedAt: timestamp('holder_notified_at', { withTimezone: true }),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    clearedBy: integer('cleared_by').references(() => users.id, { onDelete: 'set null' }),
    clearNote: text('clear_note'),
  },
  (t) => [
    uniqueIndex('certificate_alerts_open_idx').on(t.certificateId).where(sql`${t.clearedAt} is null`),
    index('certificate_alerts_certificate_idx').on(t.certificateId, t.flaggedAt),
    index('certificate_alerts_flagged_idx').on(t.flaggedAt),
  ],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    athlete: text('athlete').notNull(),
    category: text('category').notNull(),
    year: text('year'),
    rarity: text('rarity'),
    imageUrl: text('image_url').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // image_url: /uploads/<id> is public while a visible item shows it (modules/public-images/public-images.ts).
  (t) => [index('collection_items_order_idx').on(t.displayOrder, t.id), index('collection_items_image_idx').on(t.imageUrl)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    content: text('content').notNull(),
    author: text('author').notNull(),
    category: text('category').notNull(),
    imageUrl: text('image_url'),
    videoUrl: text('video_url'),
    readTime: text('read_time'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    publishDate: timestamp('publish_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_published_idx').on(t.isPublished, t.publishDate), index('blog_posts_image_idx').on(t.imageUrl)],
);

/** One-time facts about this installation, e.g. that the demo content was offered once (demo-content.ts). */
export const siteFlags = pgTable('site_flags', {
  key: text('key').primaryKey(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Images uploaded to this site; a submission may only name uploads from its own browser session. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    storageKey: text('storage_key').notNull(),
    originalKey: text('original_key').notNull(),
    sessionId: text('session_id').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_session_idx').on(t.sessionId)],
);

/**
 * Upload quotas (modules/uploads/upload-quota.ts): what one session or address has uploaded in the
 * current window, files or bytes, counted atomically before each decision. Kept apart from
 * auth_throttle: its windows are a day long and it counts bytes, not events.
 */
export const uploadQuotas = pgTable('upload_quotas', {
  key: text('key').primaryKey(),
  used: bigint('used', { mode: 'number' }).notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** A customer's e-mail choices (Settings); no row means the defaults of shared/schemas/account.ts. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailUpdates: boolean('email_updates').notNull().default(true),
  submissionStatus: boolean('submission_status').notNull().default(true),
  promotions: boolean('promotions').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Forgotten-password links: only the SHA-256 of the token is kept, so a leaked table opens nothing. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Links that attach a visitor's submissions to the account holding their e-mail address: only the
 * SHA-256 of the token is kept, and the ids the link covers are fixed when it is sent (a submission
 * made later under the same address is not attached by an older link).
 */
export const submissionClaimTokens = pgTable(
  'submission_claim_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionIds: jsonb('submission_ids').$type<number[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('submission_claim_tokens_hash_idx').on(t.tokenHash), index('submission_claim_tokens_user_idx').on(t.userId)],
);

/**
 * The parcel of a Full LOA or Bundle, one row per direction (decision 015). Inbound: the customer's
 * carrier and tracking, then the admin's receipt (date, condition, intake photos). Return: the admin's
 * carrier, tracking and insured value, and the reason when recorded while the invoice was unpaid.
 * The screens and the code call these steps Shipping (modules/shipping, decision 025); the table keeps
 * the plural noun because a row is one shipment, and renaming it would be a migration for no reader.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    direction: shipmentDirectionEnum('direction').notNull(),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    // Return only: the declared value the parcel is insured for.
    insuredValueCents: integer('insured_value_cents'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    // Inbound only: the admin's intake.
    receivedAt: timestamp('received_at', { withTimezone: true }),
    condition: text('condition'),
    intakeImageUrls: jsonb('intake_image_urls').$type<string[]>().notNull().default([]),
    receivedBy: integer('received_by').references(() => users.id, { onDelete: 'set null' }),
    overrideReason: text('override_reason'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shipments_submission_direction_idx').on(t.submissionId, t.direction)],
);

/**
 * The final invoice of a Full LOA or Bundle. Its lines and total are computed once, at issue, from
 * shared/invoice.ts and never change (a trigger of migration 0008 refuses it); a mistake is put right
 * by cancelling (void) an unpaid invoice and issuing a new one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    status: invoiceStatusEnum('status').notNull().default('unpaid'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    returnShippingCents: integer('return_shipping_cents').notNull().default(0),
    insuranceCents: integer('insurance_cents').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    voidedBy: integer('voided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one invoice in force (unpaid or paid) per submission.
    uniqueIndex('invoices_current_idx')
      .on(t.submissionId)
      .where(sql`${t.status} <> 'void'`),
    index('invoices_status_due_idx').on(t.status, t.dueAt),
  ],
);

/**
 * Every refund asked of the provider, one row per request (decision 027): which charge, how much, why
 * and by whom. A pending row keeps its idempotency key (`goat-refund-<id>`) until the provider's answer
 * is known; succeeded and pending rows count against what remains refundable.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    // What the charge paid for, copied for the customer's timeline and documents (null: unattached).
    submissionId: integer('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    reason: text('reason').notNull(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    // The charge's mode: a sandbox refund never passes for a real one.
    mode: paymentModeEnum('mode').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    providerRefundId: text('provider_refund_id'),
    // The admin dialog's key for one click: the same key again answers the same refund.
    requestKey: text('request_key').notNull(),
    errorMessage: text('error_message'),
    // While the request is out with the provider: a second request waits, a stale lease may be taken over.
    inFlightSince: timestamp('in_flight_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_request_key_idx').on(t.paymentId, t.requestKey),
    // One refund out with the provider per charge at a time: its answer decides what remains.
    uniqueIndex('refunds_pending_idx')
      .on(t.paymentId)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('refunds_provider_idx').on(t.providerRefundId),
    index('refunds_submission_idx').on(t.submissionId),
    index('refunds_invoice_idx').on(t.invoiceId),
  ],
);

/**
 * A file an e-mail carries, kept in the outbox as a reference and rendered when the message is sent
 * (decision 034): a row stays small, a restart loses nothing, and the document is the order's as it
 * stands then (a payment made meanwhile shows on its invoice).
 */
export type MailAttachmentRef =
  /** The packing slip of a Full LOA or Bundle (the confirmation e-mail). */
  | { kind: 'submission-pdf'; submissionId: number; orderNumber: string }
  /** One invoice, by id: a corrected invoice issued later does not change what this e-mail carries. */
  | { kind: 'invoice-pdf'; invoiceId: number };

/**
 * Every e-mail, written in the same transaction as the change that causes it (docs/decisions/028):
 * a worker delivers it at least once, retrying with backoff; `messageId` is its Message-ID header on
 * every attempt, so a retry of a message the mail server did accept is recognised as the same one.
 * `failedAt` is set once the attempts are exhausted (admins see it and may resend). The body is kept
 * only until a while after sending: it can carry a live reset or claim link.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // References to files rendered when the message is sent (mail/mailer.ts MailAttachmentRef), never the files.
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The worker's question: what is due and neither sent nor given up on.
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('mail_outbox_sent_idx').on(t.sentAt),
  ],
);

/**
 * The link a guest's e-mails carry (decision 034): it opens that one order's invoice, payment and PDFs
 * without an account. One per order; each e-mail that carries it writes a fresh token (the older link
 * stops working). Only the token's SHA-256 is kept.
 */
export const guestOrderLinks = pgTable(
  'guest_order_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('guest_order_links_submission_idx').on(t.submissionId), uniqueIndex('guest_order_links_hash_idx').on(t.tokenHash)],
);
