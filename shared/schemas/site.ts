import { z } from 'zod';

/** GET /api/news-links: the "In The News" articles (NEWS_LINKS); an empty list hides the menu. */
export const newsLinksSchema = z.object({ links: z.array(z.object({ title: z.string(), url: z.string() })) });
export type NewsLinks = z.infer<typeof newsLinksSchema>;

/** GET /api/showcase: the home page showcase's letters that exist and stand (shared/showcase.ts). */
export const showcaseListSchema = z.object({ certificates: z.array(z.object({ certificateNumber: z.string(), holderLastName: z.string() })) });
export type ShowcaseList = z.infer<typeof showcaseListSchema>;
