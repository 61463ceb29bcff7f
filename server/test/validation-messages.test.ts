import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerWording, ZOD_DEFAULT_WORDING } from '@shared/schemas/field-messages';
import { createTestApp, validRegistration, type TestApp } from './support/test-app';

/**
 * Every 400 the forms or the API can show is in plain words naming the field: each field of each body
 * is sent missing, of the wrong type, far too long and (lists) with too many entries, and no answer
 * may carry zod's own wording ("Invalid input", "Too big: expected ...").
 */

// Not listening: no variation may get as far as charging a card (that would answer 500 here).
let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

// Shaped like an upload of this site, owned by no session: it passes the schema only.
const image = '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg';
const contact = { email: 'avery@example.com', fullName: 'Avery Stone', phoneNumber: '(555) 123-4567' };
const address = { address: '123 Main Street', city: 'Springfield', state: 'IL', zipCode: '62704', country: 'USA', shippingMethod: 'standard' };

const bodies: Record<string, { url: string; body: Record<string, unknown> }> = {
  'Quick Opinion': {
    url: '/api/submissions',
    body: { serviceType: 'quick_opinion', ...contact, items: [{ athlete: 'tom-brady', description: 'Signed football', imageUrls: [image] }], agree: true, cloverTransactionId: 'ch_1', cardLast4: '4242', cloverOrderId: 'o_1' },
  },
  'Full LOA': {
    url: '/api/submissions',
    body: {
      serviceType: 'full_loa', ...contact, ...address, hologramPlacement: 'item', serviceLevel: 'expedited', eraSignature: true, bundleType: 'the-goal',
      items: [{ athlete: 'wayne-gretzky', itemType: 'jersey', notes: 'Signed jersey', imageUrls: [image] }], agree: true,
    },
  },
  Bundle: {
    url: '/api/submissions',
    body: {
      serviceType: 'bundle_loa', bundleType: 'the-goal', ...contact, ...address, agree: true, cloverTransactionId: 'ch_2',
      items: [{ athlete: 'wayne-gretzky', itemType: 'Stick', description: 'Signed stick', imageUrls: [image] }, { athlete: 'tom-brady', itemType: 'Ball', description: 'Signed ball', imageUrls: [image] }],
    },
  },
  payment: {
    url: '/api/process-clover-payment',
    // quantity 2 for $10: refused before any charge, whatever else passes.
    body: {
      amount: 1000, currency: 'USD', cardToken: 'clv_x', description: 'Quick Opinion', serviceType: 'bundle_loa', quantity: 2,
      bundle: { bundleType: 'the-goal', athletes: ['wayne-gretzky', 'tom-brady'] },
      customerInfo: { name: 'Avery Stone', email: 'avery@example.com', phone: '555', submissionId: 'QO-20260101-0001' },
    },
  },
  register: { url: '/api/auth/register', body: validRegistration('messages') },
  login: { url: '/api/auth/login', body: { usernameOrEmail: 'nobody', password: 'wrong-password' } },
};

type Json = unknown;
const wrongType = (v: Json): Json => (typeof v === 'string' ? 12345 : typeof v === 'number' ? 'ten' : typeof v === 'boolean' ? 'yes' : Array.isArray(v) ? 'list' : 'object');
const setAt = (root: Json, path: (string | number)[], value: Json | undefined): Json => {
  if (!path.length) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as Json[])] : { ...(root as object) }) as Record<string | number, Json>;
  copy[key!] = setAt(copy[key!], rest, value);
  if (value === undefined && !rest.length) delete copy[key!];
  return copy;
};

/** Every variation of one body: each field (nested ones too) missing, mistyped, too long or too many. */
function variations(body: Json): { what: string; body: Json }[] {
  const out: { what: string; body: Json }[] = [];
  const walk = (value: Json, path: (string | number)[]) => {
    const name = path.join('.');
    if (path.length) {
      out.push({ what: `${name} missing`, body: setAt(body, path, undefined) });
      out.push({ what: `${name} of the wrong type`, body: setAt(body, path, wrongType(value)) });
    }
    if (typeof value === 'string') out.push({ what: `${name} too long`, body: setAt(body, path, 'x'.repeat(5000)) });
    if (typeof value === 'number') {
      out.push({ what: `${name} negative`, body: setAt(body, path, -5) }, { what: `${name} fractional`, body: setAt(body, path, 10.5) });
    }
    if (Array.isArray(value)) {
      out.push({ what: `${name} with too many entries`, body: setAt(body, path, Array(25).fill(value[0])) });
      out.push({ what: `${name} empty`, body: setAt(body, path, []) });
      value.forEach((v, n) => walk(v, [...path, n]));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(body, []);
  out.push({ what: 'not an object', body: ['a list'] });
  return out;
}

/** The words that name each field in its messages (the product's where it has them). */
const NAMES: Record<string, string[]> = {
  body: ['body'], serviceType: ['service'], email: ['email'], fullName: ['full name'], phoneNumber: ['phone'], phone: ['phone'],
  address: ['address'], city: ['city'], state: ['state'], zipCode: ['zip'], country: ['country'], shippingMethod: ['shipping'],
  hologramPlacement: ['hologram'], serviceLevel: ['service level'], eraSignature: ['signature'], bundleType: ['bundle'], bundle: ['bundle'],
  items: ['item'], athlete: ['athlete'], athletes: ['athlete', 'item'], itemType: ['item type'], description: ['description'], notes: ['description'],
  imageUrls: ['image'], agree: ['agree'], cloverTransactionId: ['payment'], cardLast4: ['card'], cloverOrderId: ['payment'],
  amount: ['amount'], currency: ['currency'], cardToken: ['card token'], quantity: ['item'], customerInfo: ['customer'],
  'customerInfo.name': ['cardholder name'], submissionId: ['order reference'], username: ['username'], usernameOrEmail: ['username or email'],
  password: ['password'], firstName: ['first name'], lastName: ['last name'], role: ['role'], orderNumber: ['order number'],
};
const wordsFor = (field: string) => {
  const keys = field.split('.').filter((k) => !/^\d+$/.test(k));
  return NAMES[keys.join('.')] ?? NAMES[keys[keys.length - 1] ?? 'body'];
};

function expectPlain(field: string, message: string) {
  expect(message, `${field}: ${message}`).not.toMatch(ZOD_DEFAULT_WORDING);
  const names = wordsFor(field);
  expect(names, `no words for the field ${field}`).toBeDefined();
  expect(names!.some((w) => message.toLowerCase().includes(w)), `${field}: "${message}" does not name the field`).toBe(true);
}

describe('every 400 names the field in plain words', () => {
  it.each(Object.entries(bodies))('%s', async (_name, { url, body }) => {
    let refused = 0;
    for (const v of variations(body)) {
      const res = await t.app.inject({ method: 'POST', url, payload: v.body as object });
      expect(res.statusCode, `${v.what}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 400) continue;
      refused++;
      const { message, errors } = res.json() as { message: string; errors?: Record<string, string> };
      expect(message, v.what).not.toMatch(ZOD_DEFAULT_WORDING);
      expect(errors, `${v.what}: ${res.body}`).toBeDefined();
      expect(developerWording(message), `${v.what}: ${message}`).toBeUndefined();
      for (const [field, text] of Object.entries(errors!)) expectPlain(field, text);
    }
    // Most variations are refused by validation: the loop above really looked at answers.
    expect(refused).toBeGreaterThan(variations(body).length / 2);
  });

  it.each([
    ['quantity', '/api/process-clover-payment', { ...bodies.payment!.body, serviceType: 'quick_opinion', quantity: 11 }, 'Maximum 10 items per order'],
    ['amount', '/api/process-clover-payment', { ...bodies.payment!.body, amount: -1000 }, 'Amount must be positive'],
    ['amount', '/api/process-clover-payment', { ...bodies.payment!.body, amount: 10.5 }, 'Amount must be a whole number'],
    ['amount', '/api/process-clover-payment', { ...bodies.payment!.body, amount: '1000' }, 'Amount must be a number'],
    ['phoneNumber', '/api/submissions', { ...bodies['Quick Opinion']!.body, phoneNumber: 'x'.repeat(41) }, 'Phone number must be 40 characters or fewer'],
    ['items.0.description', '/api/submissions', setAt(bodies['Quick Opinion']!.body, ['items', 0, 'description'], 'x'.repeat(2001)), 'Description must be 2000 characters or fewer'],
    ['items.0.notes', '/api/submissions', setAt(bodies['Full LOA']!.body, ['items', 0, 'notes'], 'x'.repeat(2001)), 'Description must be 2000 characters or fewer'],
    ['city', '/api/submissions', { ...bodies['Full LOA']!.body, city: 42 }, 'City must be text'],
    ['serviceLevel', '/api/submissions', { ...bodies['Full LOA']!.body, serviceLevel: 'overnight' }, 'Please choose a service level'],
    ['zipCode', '/api/submissions', { ...bodies.Bundle!.body, zipCode: 'x'.repeat(21) }, 'Zip/Postal code must be 20 characters or fewer'],
    ['lastName', '/api/auth/register', { ...bodies.register!.body, lastName: 'x'.repeat(61) }, 'Last name must be 60 characters or fewer'],
    ['usernameOrEmail', '/api/auth/login', { usernameOrEmail: 'x'.repeat(255), password: 'harbor-lantern-47' }, 'Username or email must be 254 characters or fewer'],
  ] as const)('a bad %s is refused with the exact words (%s)', async (field, url, payload, text) => {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: text });
    expect(res.json().message).toBe(text);
  });

  it('names the order number of a malformed PDF address', async () => {
    const res = await t.app.inject({ url: '/api/submissions/GA-1/pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ orderNumber: 'Order number must look like GA-XXXX-XXXX' });
  });
});
