import type { FastifyInstance } from 'fastify';
import { businessDay } from '@shared/format';
import { ADMIN_ENV, signIn } from './admin-fixtures';
import { type Athlete, fullLoaPayload, postSubmission, uploadImages } from './loa-fixtures';
import { registerUser } from './test-app';

/** The shipping steps' tests (decision 015): a customer's Full LOA taken through the admin's steps over the API. */
export interface ShippingActors {
  admin: string;
  customer: string;
}

export async function actors(app: FastifyInstance, n: string): Promise<ShippingActors> {
  const customer = (await registerUser(app, n)).cookie;
  const admin = await signIn(app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
  return { admin, customer };
}

export async function submitLoa(app: FastifyInstance, cookie: string, athletes: Athlete[] = ['tom-brady'], extra: object = {}) {
  const up = await uploadImages(app, cookie, athletes.length);
  const res = await postSubmission(app, cookie, fullLoaPayload(athletes.map((athlete, i) => ({ athlete, imageUrl: up.urls[i]! })), extra));
  if (res.statusCode !== 201) throw new Error(`submission failed ${res.statusCode}: ${res.body}`);
  return res.json() as { id: number; orderNumber: string };
}

// The business day, as the admin's form fills it in (decision 037).
export const today = () => businessDay();

export const inject = (app: FastifyInstance, cookie: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

export async function receive(app: FastifyInstance, admin: string, id: number, condition = 'Arrived in a sealed box, no damage') {
  const res = await inject(app, admin, 'POST', `/api/admin/submissions/${id}/receive`, { receivedOn: today(), condition });
  if (res.statusCode !== 200) throw new Error(`receive failed ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Completes the submission with these verdicts, item by item, through the admin's update. */
export async function complete(app: FastifyInstance, admin: string, id: number, outcomes: ('pass' | 'fail')[]) {
  const details = (await inject(app, admin, 'GET', `/api/admin/submissions/${id}`)).json() as { version: number; items: { id: number }[] };
  const res = await inject(app, admin, 'PUT', `/api/admin/submissions/${id}`, {
    status: 'completed',
    notes: '',
    itemOutcomes: details.items.map((item, i) => ({ itemId: item.id, outcome: outcomes[i] ?? 'pass' })),
    version: details.version,
  });
  if (res.statusCode !== 200) throw new Error(`complete failed ${res.statusCode}: ${res.body}`);
}

export async function issueInvoice(app: FastifyInstance, admin: string, id: number, returnShippingCents = 2500, insuranceCents = 1500) {
  return inject(app, admin, 'POST', `/api/admin/submissions/${id}/invoice`, { returnShippingCents, insuranceCents });
}
