import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';

const dir = path.join(import.meta.dirname, 'migrations');
const apply = async (db: PGlite, file: string) => {
  for (const statement of fs.readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

describe('migration 0001 on a database that already holds orders', () => {
  it('gives every submission an order number and marks no old charge as live money', async () => {
    const db = await PGlite.create();
    try {
      await apply(db, '0000_init.sql');
      await db.exec(`insert into submissions (service_type, full_name, email, item, athlete, quantity, payment_amount_cents, payment_status, payment_method)
        values ('quick_opinion', 'A', 'a@example.com', 'i', 'michael-jordan', 1, 1000, 'paid', 'clover'),
               ('full_loa', 'B', 'b@example.com', 'i', 'tom-brady', 1, 12500, 'pending_invoice', 'invoice')`);
      await db.exec(`insert into payments (provider, order_reference, session_id, service_type, amount_cents, status, transaction_id, submission_id)
        values ('clover', 'QO-20260101-0001', 's1', 'quick_opinion', 1000, 'approved', 'ch_abc', 1),
               ('clover', 'QO-20260101-0002', 's1', 'quick_opinion', 1000, 'approved', 'CLOVER123', null),
               ('clover', 'QO-20260101-0003', 's1', 'quick_opinion', 1000, 'declined', null, null)`);
      await apply(db, '0001_order-number-and-payment-mode.sql');

      const subs = (await db.query<{ order_number: string; payment_mode: string | null }>('select order_number, payment_mode from submissions order by id')).rows;
      expect(subs.map((s) => s.payment_mode)).toEqual(['sandbox', null]);
      for (const s of subs) expect(s.order_number).toMatch(ORDER_NUMBER_PATTERN);
      expect(new Set(subs.map((s) => s.order_number)).size).toBe(2);
      const modes = (await db.query<{ mode: string }>('select mode from payments order by id')).rows.map((r) => r.mode);
      expect(modes).toEqual(['sandbox', 'clover_test', 'sandbox']);
    } finally {
      await db.close();
    }
  });
});
