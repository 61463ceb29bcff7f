import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { gotoApp, hasChromium } from './support/browser';
import { adminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';

/**
 * Attack catalogue row 26: script payloads stored in every text field a page renders come back as
 * text, on every page that renders them (React pages, the server-rendered blog head, the admin
 * dashboard, the certificate lookup). A payload that ran would set window.__xss or open a dialog.
 */
const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=1</script>';
const QUOTE = '"><svg onload="window.__xss=1">';

describe.skipIf(!hasChromium)('stored XSS payloads render as text', () => {
  const site = useSite();
  let customer = '';
  let admin = '';
  let orderNumber = '';
  let postId = 0;
  let certificateNumber = '';

  async function api(path: string, cookie: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
    const res = await fetch(site.url(path), {
      method,
      headers: { cookie, origin: site.url(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return { res, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }
  const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

  async function upload(cookie: string): Promise<string> {
    const form = new FormData();
    form.append('images', new Blob([new Uint8Array(await makeJpeg('#334455'))], { type: 'image/jpeg' }), 'x.jpg');
    const res = await fetch(site.url('/api/upload-images'), { method: 'POST', headers: { cookie, origin: site.url() }, body: form });
    expect(res.status).toBe(200);
    return ((await res.json()) as { imageUrls: string[] }).imageUrls[0]!;
  }

  beforeAll(async () => {
    const reg = await api('/api/auth/register', '', {
      username: 'xss_holder',
      email: 'xss.holder@example.com',
      password: 'harbor-lantern-47',
      firstName: `Ava ${IMG}`.slice(0, 50),
      lastName: 'Payload',
    });
    customer = cookieOf(reg.res);
    const image = await upload(customer);
    const sub = await api('/api/submissions', customer, {
      serviceType: 'full_loa',
      email: 'xss.holder@example.com',
      fullName: `Ava ${SCRIPT}`,
      phoneNumber: '(555) 123-4567',
      address: `1 Main ${QUOTE}`,
      city: `Town ${IMG}`,
      state: 'IL',
      zipCode: '62701',
      items: [{ athlete: 'tom-brady', itemType: 'jersey', notes: `Jersey ${SCRIPT} ${IMG}`, imageUrls: [image] }],
      agree: true,
    });
    orderNumber = String(sub.json.orderNumber);
    const id = Number(sub.json.id);

    admin = cookieOf((await api('/api/auth/login', '', { usernameOrEmail: E2E_ADMIN.email, password: E2E_ADMIN.password, totp: await adminCode(site.url('/')) })).res);
    const details = (await api(`/api/admin/submissions/${id}`, admin)).json as { version: number };
    await api(
      `/api/admin/submissions/${id}`,
      admin,
      { status: 'completed', outcome: 'pass', notes: `Internal ${IMG}`, customerNote: `Note ${SCRIPT} ${QUOTE}`, version: details.version },
      'PUT',
    );
    const cert = (await api(`/api/submissions/${orderNumber}`, customer)).json as { certificate: { certificateNumber: string } | null };
    certificateNumber = cert.certificate?.certificateNumber ?? '';
    expect(certificateNumber).not.toBe('');

    const post = await api('/api/admin/blog-posts', admin, {
      title: `Title ${QUOTE} ${SCRIPT}`,
      excerpt: `Excerpt ${IMG}`,
      content: `Body ${SCRIPT}\n\n${IMG}`,
      author: `Author ${QUOTE}`,
      category: 'Company News',
      isPublished: true,
    });
    postId = Number(post.json.id);
    await api('/api/collection', admin, {
      title: `Card ${IMG}`,
      description: `Story ${SCRIPT}`,
      athlete: `Athlete ${QUOTE}`,
      category: 'Trading Card',
      imageUrl: await upload(admin),
    });
  });

  /** Opens `path` with `cookie`, waits for `text`, then checks no payload ran. */
  async function check(path: string, cookie: string, text: RegExp | string): Promise<void> {
    const { page, close } = await site.openPage();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    if (cookie) {
      const [name, value] = cookie.split(';')[0]!.split('=');
      await page.context().addCookies([{ name: name!, value: value!, url: site.url() }]);
    }
    await gotoApp(page, site.url(path));
    await page.getByText(text).filter({ visible: true }).first().waitFor({ timeout: 15_000 }).catch(async (err: unknown) => {
      await page.screenshot({ path: '/tmp/xss-fail.png' });
      throw err;
    });
    // A payload would run as the page renders or as its images fail to load: wait until the page has
    // nothing more to fetch, then for a painted frame.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await ran(page), path).toBe(false);
    expect(dialogs, path).toBe(0);
    await close();
  }
  const ran = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss === 1);

  it('the probe sees a payload that runs (so a pass below means something)', async () => {
    const { page, close } = await site.openPage();
    await page.setContent(`<p>control</p>${IMG}`);
    await page.waitForFunction(() => (window as unknown as { __xss?: number }).__xss === 1);
    expect(await ran(page)).toBe(true);
    await close();
  });

  it('on the customer pages', async () => {
    await check(`/account/submissions/${orderNumber}`, customer, 'Jersey <script>');
    await check(`/account/submissions/${orderNumber}`, customer, /Note <script>/);
    await check('/account/submissions', customer, orderNumber);
    await check('/account/profile', customer, /<img src=x/);
  });

  it('on the admin dashboard', async () => {
    await check('/admin?tab=submissions&status=all', admin, /Ava <script>/);
    await check('/admin?tab=users', admin, /Ava <img/);
    await check('/admin?tab=collection', admin, /Card <img/);
    await check('/admin?tab=blog-posts', admin, /Title "><svg/);
  });

  it('on the blog (server-rendered head and page), the collection and the certificate lookup', async () => {
    await check('/news-blog', '', /Title "><svg/);
    await check(`/blog/${postId}`, '', /Body <script>/);
    await check('/collection', '', /Card <img/);
    const { page, close } = await site.openPage('/certificate-verification');
    await page.getByLabel(/certificate number/i).fill(certificateNumber);
    await page.getByLabel(/last name/i).fill('Payload');
    await page.getByRole('button', { name: /verify/i }).click();
    await page.getByText(/Jersey <script>|Signed|jersey/i).first().waitFor({ timeout: 15_000 });
    expect(await ran(page)).toBe(false);
    await close();
  });

  it('escapes the blog post in the HTML the server sends (title, description, social tags)', async () => {
    const html = await (await fetch(site.url(`/blog/${postId}`))).text();
    expect(html).not.toContain('<script>window.__xss');
    expect(html).not.toContain('"><svg onload');
    expect(html).not.toContain('<img src=x onerror');
  });
});
