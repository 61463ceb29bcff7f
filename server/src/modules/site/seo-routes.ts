import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND } from '@shared/constants';
import { PAGE_ROUTES } from '@shared/routes';
import { postDate, type BlogRepository } from '../blog/blog-repository';
import { xmlText } from './xml';

/** Pages worth indexing: no signed-in screens, no pages of a parameter, no one-time e-mail links. */
export const SITEMAP_PAGES = PAGE_ROUTES.filter(
  (route) => !route.includes(':') && !route.startsWith('/account') && !route.startsWith('/admin') && route !== '/reset-password',
);
export const RSS_PATH = '/news-blog/rss.xml';
const FEED_SIZE = 50;
const CACHE = 'public, max-age=3600';

/**
 * /sitemap.xml (public pages and every public post), /news-blog/rss.xml (RSS 2.0 of the newest public
 * posts) and /robots.txt, generated from the database on request: drafts and scheduled posts are
 * never listed. Nothing of this is written at build time.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ posts: BlogRepository; publicUrl: string }> = async (app, opts) => {
  const abs = (path: string) => `${opts.publicUrl}${path}`;

  app.get('/sitemap.xml', async (_request, reply) => {
    const posts = await opts.posts.publicRows();
    const urls = [
      ...SITEMAP_PAGES.map((page) => `  <url><loc>${xmlText(abs(page))}</loc></url>`),
      ...posts.map(
        (p) => `  <url><loc>${xmlText(abs(`/blog/${p.id}`))}</loc><lastmod>${(p.updatedAt > postDate(p) ? p.updatedAt : postDate(p)).toISOString()}</lastmod></url>`,
      ),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  app.get(RSS_PATH, async (_request, reply) => {
    const posts = await opts.posts.publicRows(FEED_SIZE);
    const items = posts.map((p) => {
      const link = xmlText(abs(`/blog/${p.id}`));
      return [
        '    <item>',
        `      <title>${xmlText(p.title)}</title>`,
        `      <link>${link}</link>`,
        `      <guid isPermaLink="true">${link}</guid>`,
        `      <pubDate>${postDate(p).toUTCString()}</pubDate>`,
        `      <category>${xmlText(p.category)}</category>`,
        `      <description>${xmlText(p.excerpt)}</description>`,
        '    </item>',
      ].join('\n');
    });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
      '  <channel>',
      `    <title>${xmlText(`${BRAND.name} News & Blog`)}</title>`,
      `    <link>${xmlText(abs('/news-blog'))}</link>`,
      `    <atom:link href="${xmlText(abs(RSS_PATH))}" rel="self" type="application/rss+xml"/>`,
      '    <description>Authentication insights, collecting tips and company news.</description>',
      '    <language>en-us</language>',
      ...(posts[0] ? [`    <lastBuildDate>${postDate(posts[0]).toUTCString()}</lastBuildDate>`] : []),
      ...items,
      '  </channel>',
      '</rss>',
      '',
    ].join('\n');
    return reply.type('application/rss+xml; charset=utf-8').header('cache-control', CACHE).send(body);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(`User-agent: *\nDisallow: /api/\nDisallow: /account\nDisallow: /admin\n\nSitemap: ${abs('/sitemap.xml')}\n`),
  );
};
