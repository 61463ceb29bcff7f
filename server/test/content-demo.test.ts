import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { isValidCertificateNumber } from '@shared/certificate-number';
import { SHOWCASE_SAMPLES } from '@shared/showcase';
import { blogPosts, certificates, collectionItems, siteFlags, submissions } from '../src/db/schema';
import { seedDemoContent } from '../src/modules/demo/demo-content';
import { dbKind } from './support/test-database';
import { createTestApp, type TestApp } from './support/test-app';
import { ADMIN_ENV, signIn } from './support/admin-fixtures';
import { parsePdf } from './support/pdf-text';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const counts = async (app: TestApp) => ({
  items: (await app.database.db.select().from(collectionItems)).length,
  posts: (await app.database.db.select().from(blogPosts)).length,
});

describe.runIf(dbKind === 'pglite')('demo content on the embedded database', { timeout: 90_000 }, () => {
  // Seeding renders a dozen pictures on one libvips thread: a few seconds on a quiet machine, several
  // times that beside CI's browser tests. The read-only checks share one seeded app (made on first use),
  // and the tests that seed have a limit that fits a loaded machine.
  let shared: Promise<TestApp> | undefined;
  // With an admin from the configuration, as a real first start has one before the demo is seeded.
  const seeded = () => (shared ??= createTestApp({ SEED_DEMO: 'true', ...ADMIN_ENV }));
  afterAll(async () => (await shared)?.close());

  it('fills an empty install once: items, posts (one featured, one video, one draft) and their own pictures', async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 6, posts: 5 });
    const items = (await t.app.inject({ url: '/api/collection' })).json() as { imageUrl: string; imageSizes: { url: string }[] }[];
    expect(items).toHaveLength(6);
    const picture = await t.app.inject({ url: items[0]!.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    const card = await t.app.inject({ url: items[0]!.imageSizes[0]!.url });
    expect(card.statusCode).toBe(200);
    expect(card.rawPayload.length).toBeLessThan(picture.rawPayload.length);

    const list = (await t.app.inject({ url: '/api/blog-posts' })).json();
    expect(list.total).toBe(4);
    expect(list.featured).not.toBeNull();
    expect(list.items.some((p: { videoUrl: string | null }) => p.videoUrl?.includes('youtube.com'))).toBe(true);
    expect(list.counts.news).toBeGreaterThan(0);
    expect(list.counts.blog).toBeGreaterThan(0);

    // A restart adds nothing; deleting everything does not bring the demo back.
    await (await t.sibling({ SEED_DEMO: 'true' })).ready();
    expect(await counts(t)).toEqual({ items: 6, posts: 5 });
    await t.database.db.delete(collectionItems);
    await t.database.db.delete(blogPosts);
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });

  it('reads like real content: no "demo" wording and no example.com in any item or post', async () => {
    const t = await seeded();
    const items = await t.database.db.select().from(collectionItems);
    const posts = await t.database.db.select().from(blogPosts);
    const words = [...items.flatMap((i) => [i.title, i.description, i.athlete, i.category]), ...posts.flatMap((p) => [p.title, p.excerpt, p.content])];
    expect(words.filter((w) => /\bdemo\b|placeholder|example\.com/i.test(w ?? ''))).toEqual([]);
  });

  it('issues the home page showcase as demonstration certificates: each verifies as "demonstration", never "valid", none is a Quick Opinion', async () => {
    const t = await seeded();
    const res = await t.app.inject({ url: '/api/showcase' });
    expect(res.statusCode).toBe(200);
    const shown = res.json().certificates as { certificateNumber: string; holderLastName: string }[];
    const expected = SHOWCASE_SAMPLES.flatMap((s) => (s.certificate ? [s.certificate.number] : []));
    expect(expected.length).toBeGreaterThanOrEqual(4);
    expect(shown.map((c) => c.certificateNumber)).toEqual(expected);
    expect(SHOWCASE_SAMPLES.filter((s) => s.service === 'Quick Opinion' && s.certificate)).toEqual([]);
    for (const c of shown) {
      expect(isValidCertificateNumber(c.certificateNumber)).toBe(true);
      const verified = await t.app.inject({ url: `/api/certificates/verify?${new URLSearchParams({ certificateNumber: c.certificateNumber, lastName: c.holderLastName })}` });
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({ certificateNumber: c.certificateNumber, status: 'demonstration' });
      const photo = await t.app.inject({ url: verified.json().imageUrl as string });
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
    const rows = await t.database.db
      .select({ serviceType: submissions.serviceType, status: submissions.status, demo: certificates.demo })
      .from(certificates)
      .innerJoin(submissions, eq(submissions.id, certificates.submissionId));
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((r) => r.serviceType === 'full_loa' && r.status === 'completed' && r.demo)).toBe(true);
  });

  it('lets no real admin sign a demonstration certificate, and its letter says it is one', async () => {
    const t = await seeded();
    const rows = await t.database.db.select().from(certificates);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.issuedBy).toBeNull();
      expect(row.authenticator).not.toContain(ADMIN_ENV.ADMIN_LAST_NAME);
    }
    const admin = await signIn(t.app, 'boss', 'admin-password-1');
    const pdf = await t.app.inject({ url: `/api/certificates/${rows[0]!.certificateNumber}/pdf`, headers: { cookie: admin } });
    expect(pdf.statusCode).toBe(200);
    const { text } = parsePdf(pdf.rawPayload);
    expect(text, text).toContain('DEMONSTRATION');
    expect(text).toContain('not a certificate of authenticity');
    expect(text).not.toContain(ADMIN_ENV.ADMIN_LAST_NAME);
  });

  it('marks the showcase letters of an install seeded before demonstration records existed (migration 0025)', async () => {
    const t = await seeded();
    // As an older install holds them: real certificates signed by the first admin.
    const before = await t.database.db.select().from(certificates);
    await t.database.db.update(certificates).set({ demo: false, authenticator: 'Morgan Reyes' });
    try {
      const migration = fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/0025_demo-certificates.sql'), 'utf8');
      const update = migration.split('--> statement-breakpoint')[1]!;
      await t.database.db.execute(sql.raw(update));
      const after = await t.database.db.select().from(certificates);
      expect(after.every((c) => c.demo && c.authenticator === 'Demo Authenticator' && c.issuedBy === null)).toBe(true);
    } finally {
      for (const c of before) await t.database.db.update(certificates).set({ demo: c.demo, authenticator: c.authenticator }).where(eq(certificates.id, c.id));
    }
  });

  it.each([
    [{ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PAYMENTS_MODE: 'sandbox' }, 'NODE_ENV=production'],
    [{ PUBLIC_URL: 'https://goat.example', PAYMENTS_MODE: 'sandbox' }, 'PUBLIC_URL is https'],
  ])('refuses demo content on a production site (%j), says why, and still starts', async (env, why) => {
    t = await createTestApp({ SEED_DEMO: 'true', ...env });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
    expect(await t.database.db.select().from(certificates)).toEqual([]);
    expect((await t.app.inject({ url: '/api/showcase' })).json()).toEqual({ certificates: [] });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const said: string[] = [];
    const log = { info: () => undefined, warn: (_: unknown, msg: string) => said.push(msg) } as unknown as Parameters<typeof seedDemoContent>[0]['log'];
    const added = await seedDemoContent({ database: t.database, storage: t.app.storage, tmpDir: t.app.config.dataDir, enabled: true, productionReason: t.app.config.productionReason, log });
    expect(added).toBe(false);
    expect(said).toEqual([expect.stringContaining(why)]);
  });

  it('stays empty with SEED_DEMO=false (and later starts still may seed nothing once content exists)', async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
    expect(await t.database.db.select().from(siteFlags)).toEqual([]);
    // No certificates, so the home page shows no numbers.
    expect((await t.app.inject({ url: '/api/showcase' })).json()).toEqual({ certificates: [] });
    // Nor a real customer's letter that happens to bear a showcase number: its holder is never published.
    const number = SHOWCASE_SAMPLES.find((s) => s.certificate)!.certificate!.number;
    await t.database.db.insert(certificates).values({ certificateNumber: number, userLastName: 'Realholder', item: 'Signed ball', athlete: 'tom-brady' });
    expect((await t.app.inject({ url: '/api/showcase' })).json()).toEqual({ certificates: [] });
  });

  it('never touches a database that already has content', async () => {
    t = await createTestApp({ SEED_DEMO: 'false' });
    await t.database.db.insert(blogPosts).values({ title: 'Mine', excerpt: 'e', content: 'c', author: 'a', category: 'Community' });
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 1 });
    // The offer is recorded: emptying the blog later does not bring the demo in either.
    await t.database.db.delete(blogPosts);
    await t.sibling({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });
});

describe.runIf(dbKind === 'postgres')('demo content with DATABASE_URL (PostgreSQL)', () => {
  it('is never added, even with SEED_DEMO=true', async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    expect(await counts(t)).toEqual({ items: 0, posts: 0 });
  });
});

describe('SEED_DEMO', () => {
  it('defaults to true and accepts only true or false', async () => {
    const { loadEnv } = await import('../src/config/env');
    expect(loadEnv({}).SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ SEED_DEMO: 'no' })).toThrow(/SEED_DEMO: must be true or false/);
  });
});
