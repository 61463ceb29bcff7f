import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types';
import type { WantsEmail } from '../account/preferences';
import type { Mailer } from '../mail/mailer';

/** What every shipping step needs: the database, and e-mail to tell the customer. */
export interface ShippingDeps {
  db: Db;
  mailer: Mailer;
  wantsEmail: WantsEmail;
  publicUrl: string;
  log: FastifyBaseLogger;
}
