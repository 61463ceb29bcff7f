import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NEW_POST_DEFAULTS } from '@shared/blog';
import { blogPosts, collectionItems, siteFlags } from '../../db/schema';
import type { DatabaseHandle } from '../../db/types';
import type { FileStorage } from '../../storage/file-storage';
import { DEMO_ART, DEMO_ITEMS, DEMO_POSTS, type DemoImage } from './demo-data';
import { seedShowcase } from './demo-showcase';
import { projectPaths } from '../../config/paths';
import { loadSharp } from '../../lib/sharp';

const ART_DIR = projectPaths.demoArt;
export const DEMO_FLAG = 'demo_content_offered';
const WIDTH = 1200;
const HEIGHT = 900;
const DAY = 24 * 60 * 60 * 1000;

/** One picture: the site's illustration centred on a gradient, as the bytes of a 1200×900 JPEG. */
async function renderArt({ art, background }: { art: string; background: readonly [string, string] }): Promise<Buffer> {
  const backdrop = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const artFile = path.join(ART_DIR, `${art}.svg`);
  const sharp = await loadSharp();
  const layers = fs.existsSync(artFile)
    ? [{ input: await sharp(artFile, { density: 216 }).resize({ width: 760, height: 760, fit: 'inside' }).png().toBuffer(), gravity: 'center' }]
    : [];
  return sharp(backdrop).composite(layers).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
}

/**
 * Fills a brand-new embedded install with demo posts, collection items and the home page showcase's
 * letters (demo-showcase.ts, demonstration certificates), so a first start shows a living site. Only
 * with PGlite (a DATABASE_URL deployment is real), only when SEED_DEMO allows it, never on a
 * production-like site (`productionReason`: a demo letter there would pass for a real one, and PGlite
 * with an https address is still someone's shop), and only once: a flag row records that the offer was
 * made, so content deleted later stays deleted, and a database that already holds posts or items is never touched.
 */
export async function seedDemoContent(deps: {
  database: DatabaseHandle;
  storage: FileStorage;
  tmpDir: string;
  enabled: boolean;
  /** Why this is a production-like site (env.productionReason), or undefined. */
  productionReason: string | undefined;
  log: FastifyBaseLogger;
}): Promise<boolean> {
  const { database, storage, tmpDir } = deps;
  if (!deps.enabled || database.kind !== 'pglite') return false;
  if (deps.productionReason) {
    deps.log.warn(
      { reason: deps.productionReason },
      `demo content not added: ${deps.productionReason}, and demonstration posts, items and certificates must never pass for real ones on a production site (SEED_DEMO=false silences this)`,
    );
    return false;
  }
  const db = database.db;
  const [flag] = await db.select().from(siteFlags).where(eq(siteFlags.key, DEMO_FLAG)).limit(1);
  if (flag) return false;
  const [items] = await db.select({ n: count() }).from(collectionItems);
  const [posts] = await db.select({ n: count() }).from(blogPosts);
  if ((items?.n ?? 0) > 0 || (posts?.n ?? 0) > 0) {
    await db.insert(siteFlags).values({ key: DEMO_FLAG }).onConflictDoNothing();
    return false;
  }

  fs.mkdirSync(tmpDir, { recursive: true });
  // Each picture is rendered once: several showcase letters show the same art on the same backdrop as a
  // collection item, and a render is the seed's whole cost (about 0.4 s each on one libvips thread).
  const rendered = new Map<string, Promise<Buffer>>();
  const render = async (art: { art: string; background: readonly [string, string] }, name: string) => {
    const key = `${art.art} ${art.background.join(' ')}`;
    if (!rendered.has(key)) rendered.set(key, renderArt(art));
    // A file of its own each time: storing it moves it.
    const out = path.join(tmpDir, `${name}.jpg`);
    await fs.promises.writeFile(out, await rendered.get(key)!);
    return out;
  };
  for (const name of Object.keys(DEMO_ART) as DemoImage[]) {
    await storage.putFile(`media/${name}.jpg`, await render(DEMO_ART[name], name));
  }
  const now = Date.now();
  let letters = 0;
  await db.transaction(async (tx) => {
    letters = await seedShowcase(tx, { storage, now, render });
    await tx.insert(collectionItems).values(
      DEMO_ITEMS.map(({ image, ...item }, n) => ({ ...item, imageUrl: `/media/${image}.jpg`, displayOrder: (n + 1) * 10 })),
    );
    await tx.insert(blogPosts).values(
      DEMO_POSTS.map(({ image, daysAgo, videoUrl, ...post }) => ({
        ...post,
        author: NEW_POST_DEFAULTS.author,
        readTime: NEW_POST_DEFAULTS.readTime,
        imageUrl: `/media/${image}.jpg`,
        videoUrl: videoUrl ?? null,
        publishDate: new Date(now - daysAgo * DAY),
      })),
    );
    await tx.insert(siteFlags).values({ key: DEMO_FLAG });
  });
  deps.log.info({ items: DEMO_ITEMS.length, posts: DEMO_POSTS.length, certificates: letters }, 'demo content added (SEED_DEMO=false turns this off)');
  return true;
}
