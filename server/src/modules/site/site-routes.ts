import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsLinksSchema, showcaseListSchema, type ShowcaseList } from '@shared/schemas/site';
import type { NewsLink } from '../../config/env';

/**
 * What the public pages read from the server's configuration and records: the "In The News" articles
 * (NEWS_LINKS; none: the menu is not shown) and the home page showcase's letters that exist.
 */
export const siteRoutes: FastifyPluginAsyncZod<{ newsLinks: NewsLink[]; showcase: () => { value: Promise<ShowcaseList>; current: () => boolean } }> = async (app, opts) => {
  app.get('/news-links', { schema: { summary: 'Links to news about the service', response: { 200: newsLinksSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { links: opts.newsLinks };
  });

  // Replayed while the kept list is current (decision 042): every home page visit asks for it.
  const showcaseOptions = { config: { replay: true }, schema: { summary: 'Items shown on the home page', response: { 200: showcaseListSchema } } };
  app.get('/showcase', showcaseOptions, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    const kept = opts.showcase();
    request.replayWhile = kept.current;
    return kept.value;
  });
};
