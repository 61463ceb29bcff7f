import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoApp, hasChromium, reloadApp } from './support/browser';
import { toast } from './support/ui';
import { createUserRepository } from '../server/src/modules/auth/user-repository';
import { hashPassword } from '../server/src/modules/auth/password';
import { totpFor } from '../server/src/modules/auth/second-factor';
import { enterAdminCode } from './support/admin-code';
import { E2E_ADMIN } from './support/server';
import { useSite } from './support/site';

const USER_CACHE_KEY = 'goat-auth-user';

describe.skipIf(!hasChromium)('signing up, out and in through the browser', () => {
  // Every test opens a fresh browser profile (site.openPage) and ends by asserting no console or page error happened.
  const site = useSite();

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

  async function registerThroughApi(n: string): Promise<{ username: string; password: string }> {
    const body = { username: `api_${n}`, email: `api_${n}@example.com`, password: 'harbor-lantern-47', firstName: 'Jordan', lastName: 'Reyes', role: 'customer' };
    const res = await fetch(site.url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return { username: body.username, password: body.password };
  }

  async function signIn(page: Page, usernameOrEmail: string, password: string): Promise<void> {
    await page.getByLabel('Username or Email').fill(usernameOrEmail);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  it('registers, logs out, logs back in, and stays signed in across reloads', async () => {
    const { page, errors, close } = await site.openPage();
    const username = `avery_${Date.now().toString(36)}`;

    await gotoApp(page, site.url('/account'));
    await heading(page, 'Account Login').waitFor();
    expect(await page.title()).toBe('Account Login | G.O.A.T. Authentication');

    await page.getByRole('button', { name: 'Create one' }).click();
    await heading(page, 'Create Account').waitFor();
    await page.getByLabel('Username', { exact: true }).fill(username);
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('First Name').fill('Avery');
    await page.getByLabel('Last Name').fill('Stone');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await heading(page, 'My Account').waitFor();
    await page.getByText('Welcome, Avery').waitFor();
    await page.getByText('Avery Stone').waitFor();
    await toast(page, 'Account created').waitFor();
    const cached = await page.evaluate((key) => localStorage.getItem(key), USER_CACHE_KEY);
    expect(JSON.parse(cached ?? 'null')).toMatchObject({ username, firstName: 'Avery', role: 'customer' });

    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Account Login').waitFor();
    await toast(page, 'Logged out').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_CACHE_KEY)).toBeNull();

    await signIn(page, username, 'harbor-lantern-47');
    await heading(page, 'My Account').waitFor();
    await toast(page, 'Welcome back').waitFor();
    expect(page.url()).toBe(site.url('/account'));

    await reloadApp(page);
    await heading(page, 'My Account').waitFor();
    await page.getByText('Avery Stone').waitFor();

    // The cached copy is only for the first paint: the session cookie alone keeps the user signed in.
    await page.evaluate((key) => localStorage.removeItem(key), USER_CACHE_KEY);
    await reloadApp(page);
    await heading(page, 'My Account').waitFor();

    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await page.getByText(`${username}@example.com`).waitFor();
    // The tab title is set by an effect that runs after the page has rendered.
    await expect.poll(() => page.title()).toBe('Profile | G.O.A.T. Authentication');

    expect(errors).toEqual([]);
    await close();
  });

  it('shows validation, wrong-credential and taken-username errors where they belong', async () => {
    const { page, errors, close } = await site.openPage();
    const taken = await registerThroughApi(Date.now().toString(36));

    await gotoApp(page, site.url('/account'));
    await heading(page, 'Account Login').waitFor();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Username or email is required').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();

    await signIn(page, taken.username, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: 'Invalid username/email or password' }).waitFor();
    await toast(page, 'Login failed').waitFor();

    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByLabel('Username', { exact: true }).fill(taken.username);
    await page.getByLabel('Email', { exact: true }).fill('someone.else@example.com');
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Lee');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('form', { name: 'Create Account' }).getByText('That username is already taken').waitFor();
    await toast(page, 'Registration failed').waitFor();
    const usernameField = page.getByLabel('Username', { exact: true });
    expect(await usernameField.getAttribute('aria-invalid')).toBe('true');

    expect(errors).toEqual([]);
    await close();
  });

  it('checks the session from a marketing page only when the browser copy names someone, and the header follows the answer', async () => {
    const { page, errors, close } = await site.openPage();
    const sessionChecks: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') sessionChecks.push(request.url());
    });
    const nav = page.getByRole('navigation', { name: 'Main' });

    // A first visit: nobody signed in in this browser, so the home page does not ask (decision 032).
    await gotoApp(page, site.url('/'));
    await page.waitForLoadState('networkidle');
    expect(sessionChecks).toEqual([]);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);

    // A copy left from a session that has since ended (it names an admin): the header shows it
    // first, the server's answer (a visitor) replaces it.
    const stale = { id: 1, email: 'curator@example.com', username: 'curator', firstName: 'Cu', lastName: 'Rator', role: 'admin' };
    await page.evaluate(([key, user]) => localStorage.setItem(key, user), [USER_CACHE_KEY, JSON.stringify(stale)] as const);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/session');
    await reloadApp(page);
    expect(await (await answer).json()).toEqual({ user: null });
    await nav.getByRole('link', { name: 'Admin' }).waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), USER_CACHE_KEY)).toBeNull();
    expect(sessionChecks).toHaveLength(1);

    expect(errors).toEqual([]);
    await close();
  });

  it('keeps visitors and customers out of /admin and sends an admin there after login', async () => {
    const { page, errors, close } = await site.openPage();
    const customer = await registerThroughApi(`c${Date.now().toString(36)}`);
    const nav = page.getByRole('navigation', { name: 'Main' });

    // A visitor is asked to sign in to the back office; a customer who does is refused.
    await gotoApp(page, site.url('/admin'));
    await heading(page, 'Account Login').waitFor();
    await page.getByText('Sign in with an admin account to open the Admin Dashboard').waitFor();
    await signIn(page, customer.username, customer.password);
    await heading(page, 'Access Denied').waitFor();
    await page.getByText('You need admin privileges to access this area.').waitFor();
    expect(await page.getByRole('link', { name: 'Back to Account' }).getAttribute('href')).toBe('/account');

    await page.getByRole('link', { name: 'Back to Account' }).click();
    await heading(page, 'My Account').waitFor();
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await gotoApp(page, site.url('/admin'));
    await heading(page, 'Access Denied').waitFor();

    await gotoApp(page, site.url('/account'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Account Login').waitFor();
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await enterAdminCode(page);
    await heading(page, 'Admin Dashboard').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Welcome, Curator').waitFor();
    await nav.getByRole('link', { name: 'Admin' }).waitFor();
    await nav.getByRole('link', { name: 'Collection' }).waitFor();

    expect(errors).toEqual([]);
    await close();
  });
  it('has a new admin set up two-step sign-in at first sign-in, then sign in with a code or a recovery code', async () => {
    const newcomer = { email: `deputy${Date.now().toString(36)}@goat-e2e.test`, password: 'quiet-orchard-82' };
    await createUserRepository(site.server.database.db).create({
      username: `deputy_${Date.now().toString(36)}`.slice(0, 20),
      email: newcomer.email,
      passwordHash: await hashPassword(newcomer.password),
      firstName: 'Robin',
      lastName: 'Hale',
      role: 'admin',
    });
    const { page, errors, close } = await site.openPage('/admin', { heading: 'Account Login' });
    await signIn(page, newcomer.email, newcomer.password);
    await heading(page, 'Set up two-step sign-in').waitFor();
    // The password is asked again before the secret is shown (a stolen password's session cannot enrol).
    await page.getByLabel('Password', { exact: true }).fill(newcomer.password);
    await page.getByRole('button', { name: 'Show my QR code' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByLabel('Secret key').textContent())!.replace(/\s/g, '');
    await page.getByLabel('Authentication code').fill(totpFor(secret).generate());
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    // allTextContents() does not wait: wait for the tenth code before reading the list.
    const codeItems = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codeItems.nth(9).waitFor();
    const codes = await codeItems.allTextContents();
    expect(codes).toHaveLength(10);
    const next = page.getByRole('button', { name: 'Continue to the Admin Dashboard' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('I have saved my recovery codes').check();
    await next.click();
    await heading(page, 'Admin Dashboard').waitFor();

    // Next time: the password, then a code; here one of the recovery codes, which works once.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await gotoApp(page, site.url('/admin'));
    await heading(page, 'Account Login').waitFor();
    await signIn(page, newcomer.email, newcomer.password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify and sign in' }).click();
    await heading(page, 'Admin Dashboard').waitFor();

    expect(errors).toEqual([]);
    await close();
  });
});
