import { describe, expect, it } from 'vitest';
import { BLOG_MESSAGES } from '@shared/blog';
import { axeAtBothWidths } from './support/axe';
import { gotoApp, hasChromium, recordRequests } from './support/browser';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { h1, toast } from './support/ui';

const TITLE = 'Zephyr vault report';
const CONTENT = 'First paragraph.\n<script>window.__injected = true</script>\nLast line <b>not bold</b>.';

describe.skipIf(!hasChromium)('/news-blog and /blog/:id', () => {
  const site = useSite({ SEED_DEMO: 'false' });

  it('keeps a draft from the public, publishes it, lets a visitor find it by search, and shows its content as text', async () => {
    const admin = await site.openPage('/admin', { heading: 'Account Login' });
    const { page } = admin;
    await page.getByLabel('Username or Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await enterAdminCode(page);
    await h1(page, 'Admin Dashboard').waitFor();
    await page.getByRole('tab', { name: 'Blog Posts' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'blog-posts');

    // A draft, with the new-post defaults in place.
    await page.getByRole('button', { name: 'New Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Post' });
    expect(await dialog.getByLabel('Author *').inputValue()).toBe('G.O.A.T. Authentication Team');
    expect(await dialog.getByLabel('Read time').inputValue()).toBe('5 min read');
    expect(await dialog.getByLabel('Publish date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByLabel('Title *').fill(TITLE);
    await dialog.getByLabel('Excerpt *').fill('What we found in the vault this quarter.');
    await dialog.getByLabel('Content *').fill(CONTENT);
    await dialog.getByLabel('Category *').selectOption('Company News');
    await dialog.getByLabel('Video URL').fill('https://youtu.be/dQw4w9WgXcQ');
    await dialog.getByText('Embedded from YouTube (youtube-nocookie.com).').waitFor();
    await dialog.getByLabel('Published (unticked: a draft)').uncheck();
    await axeAtBothWidths(page);
    await dialog.getByRole('button', { name: 'Create Post' }).click();
    await toast(page, BLOG_MESSAGES.created).waitFor();
    const row = page.getByRole('listitem').filter({ hasText: TITLE });
    await row.getByText('Draft', { exact: true }).waitFor();
    await axeAtBothWidths(page);
    const href = await row.getByRole('link', { name: `View ${TITLE}` }).getAttribute('href');
    const id = Number(href?.split('/').pop());
    expect(id).toBeGreaterThan(0);

    // The public sees neither the draft in the list nor the draft itself.
    const visitor = await site.openPage(`/news-blog?q=${encodeURIComponent('Zephyr')}`, {
      heading: 'News & Blog',
      expectedErrors: [{ status: 404, path: `/api/blog-posts/${id}` }, { status: 404, path: `/blog/${id}` }],
    });
    await visitor.page.getByText(BLOG_MESSAGES.noResults).waitFor();
    await axeAtBothWidths(visitor.page);
    await gotoApp(visitor.page, site.url(`/blog/${id}`));
    await h1(visitor.page, BLOG_MESSAGES.notFoundTitle).waitFor();
    await visitor.page.getByRole('link', { name: BLOG_MESSAGES.backToList }).first().waitFor();

    // Published.
    await row.getByRole('button', { name: `Edit ${TITLE}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await edit.getByLabel('Published (unticked: a draft)').check();
    await edit.getByRole('button', { name: 'Update Post' }).click();
    await toast(page, BLOG_MESSAGES.updated).waitFor();
    await row.getByText('Draft', { exact: true }).waitFor({ state: 'detached' });

    // The visitor searches for it, under the News tab, and opens it.
    await gotoApp(visitor.page, site.url('/news-blog'));
    await h1(visitor.page, 'News & Blog').waitFor();
    await visitor.page.getByRole('searchbox', { name: 'Search articles' }).fill('zephyr VAULT');
    await visitor.page.waitForURL((url) => url.searchParams.get('q') === 'zephyr VAULT');
    const link = visitor.page.getByRole('link', { name: TITLE });
    await link.waitFor();
    await visitor.page.getByRole('tab', { name: /^News/ }).click();
    await visitor.page.waitForURL((url) => url.searchParams.get('tab') === 'news');
    await link.waitFor();
    await axeAtBothWidths(visitor.page);
    await link.click();

    await h1(visitor.page, TITLE).waitFor();
    expect(await visitor.page.title()).toContain(TITLE);
    // The markup is shown as written, never run or rendered.
    await visitor.page.getByText('<script>window.__injected = true</script>').waitFor();
    await visitor.page.getByText('Last line <b>not bold</b>.').waitFor();
    expect(await visitor.page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await visitor.page.locator('article b').count()).toBe(0);
    expect(await visitor.page.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    await visitor.page.getByText(/^Published on [A-Z][a-z]+ \d{1,2}, \d{4}$/).waitFor();
    await axeAtBothWidths(visitor.page);

    // Rendered by the server with its data (docs/decisions/014): a first visit shows the
    // list and the post at once and hydrates them without asking for them again, and without errors
    // (a hydration mismatch is one).
    const fresh = await site.openPage();
    const requests = recordRequests(fresh.page, '/api/blog-posts');
    await gotoApp(fresh.page, site.url('/news-blog'));
    await fresh.page.getByRole('link', { name: TITLE }).first().waitFor();
    await fresh.page.waitForLoadState('networkidle');
    await gotoApp(fresh.page, site.url(`/blog/${id}`));
    await h1(fresh.page, TITLE).waitFor();
    await fresh.page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // Once started, the page is the app's: the back link navigates without reloading.
    await fresh.page.getByRole('link', { name: BLOG_MESSAGES.backToList }).first().click();
    await h1(fresh.page, 'News & Blog').waitFor();
    expect(fresh.errors).toEqual([]);
    await fresh.close();

    expect(visitor.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await visitor.close();
    await admin.close();
  });
});
