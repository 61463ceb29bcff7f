import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/types';

/**
 * Makes the database refuse every e-mail to `recipient` at the moment it is written to the outbox, as a
 * crash between a change and its e-mail would (decision 028): whatever the change wrote in the same
 * transaction must vanish with it. A trigger, so the code under test runs unchanged, on PGlite and
 * PostgreSQL alike. Returns the undo.
 */
export async function failMailTo(db: Db, recipient: string): Promise<() => Promise<void>> {
  const to = recipient.trim().toLowerCase();
  await db.execute(sql`create table if not exists test_mail_faults (recipient text primary key)`);
  await db.execute(
    sql.raw(`create or replace function test_mail_fault() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from test_mail_faults where recipient = lower(new.recipient)) then
          raise exception 'test fault: the e-mail could not be written';
        end if;
        return new;
      end $$`),
  );
  await db.execute(sql`drop trigger if exists test_mail_fault on mail_outbox`);
  await db.execute(sql`create trigger test_mail_fault before insert on mail_outbox for each row execute function test_mail_fault()`);
  await db.execute(sql`insert into test_mail_faults (recipient) values (${to}) on conflict do nothing`);
  return async () => {
    await db.execute(sql`delete from test_mail_faults where recipient = ${to}`);
  };
}
