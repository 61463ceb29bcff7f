import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developerWording, fieldLabel } from '@shared/schemas/field-messages';
import type { ApiRoute } from '../src/plugins/openapi';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { sample, variantsOf, variations, type Variation } from './support/schema-probe';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every field of every route that takes input, refused, is told in words a person would write: the
 * routes are read as registered (their zod body, query and path schemas), each field is sent missing,
 * of the wrong type, empty, far too long and so on, and every answer is checked. A 400 names each
 * refused field in words; no answer carries a field name as the code spells it, a dotted path, a
 * code value, "cents", "Invalid", zod's own words or a shrug; nothing answers 5xx.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  // Listening, so that a variation the schema accepts reaches the built-in card sandbox as in life.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => t.close());

type Kind = 'body' | 'querystring' | 'params';
const KINDS: Kind[] = ['body', 'querystring', 'params'];
const isZod = (s: unknown): boolean => typeof s === 'object' && s !== null && '_zod' in s;

// Routes that would end the admin's own session mid-walk.
const SKIPPED = new Set(['POST /api/auth/logout', 'DELETE /api/account']);

const routesWithInput = (): ApiRoute[] =>
  t.app.apiRoutes.filter((r) => !SKIPPED.has(`${r.method} ${r.url}`) && KINDS.some((k) => isZod(r.schema?.[k])));

/** Other words a field's messages may name it by (the product's own messages). */
const ALIASES: Record<string, string[]> = {
  agree: ['agree', 'terms'],
  cloverTransactionId: ['payment'],
  cloverOrderId: ['payment'],
  cardLast4: ['card'],
  imageUrls: ['image', 'photo'],
  intakeImageUrls: ['photo', 'image'],
  items: ['item'],
  athletes: ['athlete', 'item'],
  quantity: ['item'],
  submissionId: ['order'],
  token: ['link'],
  hologramPlacement: ['hologram'],
  notes: ['description', 'notes'],
  bundleType: ['bundle'],
  '': ['request', 'body', 'form'],
};
const STOP = new Set(['the', 'and', 'for', 'of', 'or', 'to', 'entry', 'must', 'your']);
const stem = (w: string) => w.toLowerCase().replace(/(ies|es|s)$/, '');

/** The words that may name the field at this dotted path: its label's words, its key's words, its aliases. */
function namesFor(field: string): string[] {
  const path = field.split('.').filter(Boolean);
  const keys = path.filter((k) => !/^\d+$/.test(k));
  const last = keys[keys.length - 1] ?? '';
  const spaced = last.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const words = `${fieldLabel(path)} ${spaced}`.split(/[^A-Za-z]+/).filter((w) => w.length > 1 && !STOP.has(w.toLowerCase()));
  return [...words.map(stem), ...(ALIASES[last] ?? [])];
}

const namesTheField = (field: string, message: string) => namesFor(field).some((w) => message.toLowerCase().includes(w.toLowerCase()));

/** The product's login message keeps its "Invalid" (a 401, not a refused field); every other check applies. */
const wordingProblem = (message: string, status: number) => {
  const found = developerWording(message);
  return found && !(status !== 400 && found.startsWith('the word Invalid')) ? found : undefined;
};

function requestFor(route: ApiRoute, inputs: Record<Kind, unknown>) {
  const params = (inputs.params ?? {}) as Record<string, unknown>;
  let url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const query = inputs.querystring as Record<string, unknown> | undefined;
  if (query) {
    const q = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
    if (q) url += `?${q}`;
  }
  return { method: route.method as 'GET', url, payload: inputs.body === undefined ? undefined : (inputs.body as object) };
}

describe('every field of every route, refused, is told in words a person would write', () => {
  it('walks more than a handful of routes', () => {
    expect(routesWithInput().length).toBeGreaterThan(30);
  });

  it('answers each bad field with a plain message naming it', async () => {
    const problems = new Set<string>();
    let refused = 0;
    for (const route of routesWithInput()) {
      const name = `${route.method} ${route.url}`;
      const cookie = await signIn(t.app, ADMIN_ENV.ADMIN_EMAIL, ADMIN_ENV.ADMIN_PASSWORD);
      for (const kind of KINDS) {
        const schema = route.schema?.[kind];
        if (!isZod(schema)) continue;
        for (const variant of variantsOf(schema)) {
          const base = Object.fromEntries(KINDS.map((k) => [k, isZod(route.schema?.[k]) ? sample(k === kind ? variant : route.schema![k], [], k !== 'body') : undefined])) as Record<Kind, unknown>;
          const tries: Variation[] = variations(base[kind], kind !== 'body');
          for (const v of tries) {
            if (kind === 'params' && v.what.endsWith('missing')) continue;
            const res = await t.app.inject({ ...requestFor(route, { ...base, [kind]: v.value }), headers: { cookie } });
            const where = `${name} (${kind}: ${v.what})`;
            if (res.statusCode >= 500) {
              problems.add(`${where}: answered ${res.statusCode} ${res.body.slice(0, 200)}`);
              continue;
            }
            if (res.statusCode < 400 || !res.headers['content-type']?.toString().includes('json')) continue;
            const { message, errors } = res.json() as { message?: string; errors?: Record<string, string> };
            // A path parameter longer than the router takes matches no route: the plain "Not found: GET
            // <path>" names the path as asked, and a path may have a dot of its own (…/badge.svg).
            const unmatched = res.statusCode === 404 && (message ?? '').startsWith(`Not found: ${route.method} /api/`);
            const bad = unmatched ? null : wordingProblem(message ?? '', res.statusCode);
            if (bad) problems.add(`${name}: "${message}" has ${bad}`);
            if (res.statusCode !== 400) continue;
            refused++;
            for (const [field, text] of Object.entries(errors ?? {})) {
              const wrong = wordingProblem(text, 400);
              if (wrong) problems.add(`${name} ${field}: "${text}" has ${wrong}`);
              if (!namesTheField(field, text)) problems.add(`${name} ${field}: "${text}" does not name the field (${namesFor(field).join(', ')})`);
            }
          }
        }
      }
    }
    expect([...problems].sort()).toEqual([]);
    // The walk really looked at refusals, many of them.
    expect(refused).toBeGreaterThan(500);
  }, 600_000);
});
