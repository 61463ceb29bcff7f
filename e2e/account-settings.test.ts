import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { registerInPage, toast } from './support/ui';
import { useSite } from './support/site';
import { eventually } from './support/eventually';

describe.skipIf(!hasChromium)('profile, settings and password recovery in the browser', () => {
  const site = useSite();
  const heading = (page: Page, name: string, level = 1) => page.getByRole('heading', { level, name, exact: true });
  const unique = () => Date.now().toString(36) + Math.floor(Math.random() * 1000).toString(36);

  async function signIn(page: Page, usernameOrEmail: string, password: string): Promise<void> {
    await page.getByLabel('Username or Email').fill(usernameOrEmail);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** The reset link of the e-mail sent to `to`, read from the server's outbox (.eml, quoted-printable). */
  async function resetLinkFor(to: string): Promise<string> {
    const outbox = path.join(site.server.dataDir, 'outbox');
    // The e-mail is written just after the answer: poll the outbox until it is there.
    return eventually(() => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
      for (const file of files) {
        const raw = fs.readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = raw.includes(`To: ${to}`) ? /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]+)/.exec(raw)?.[1] : undefined;
        if (link) return link;
      }
      throw new Error(`no reset e-mail to ${to}`);
    });
  }

  it('edits the profile (Cancel restores, Save keeps it after a reload) and passes axe at 390 and 1280 px', async () => {
    const { page, errors, close } = await site.openPage('/account/profile');
    const n = unique();
    await registerInPage(page, { username: `prof_${n}`, email: `prof_${n}@example.com`, firstName: 'Avery', lastName: 'Stone' });
    await heading(page, 'Profile', 2).waitFor();
    await page.getByText(`prof_${n}`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Avery', { exact: true }).waitFor();
    expect(await page.getByText('Changed').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await page.getByLabel('First Name').inputValue()).toBe('Avery');
    await page.getByLabel('First Name').fill('A');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('First name must be at least 2 characters').waitFor();
    await page.getByLabel('First Name').fill('Morgan');
    await page.getByLabel('Email').fill(`morgan_${n}@example.com`);
    // A new address asks for the password (the old address is told of the change).
    await page.getByLabel('Current Password').fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    await page.getByText(`morgan_${n}@example.com`, { exact: true }).waitFor();

    await page.reload();
    await page.getByText('Morgan', { exact: true }).waitFor();
    await page.getByText(`morgan_${n}@example.com`, { exact: true }).waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Edit' }).click();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('saves preferences, downloads the data, changes the password, then signs in with the new one only', async () => {
    const { page, errors, close } = await site.openPage('/account/settings', {
      context: { acceptDownloads: true },
      expectedErrors: [
        { status: 400, path: '/api/account/password' },
        { status: 401, path: '/api/auth/login' },
      ],
    });
    const n = unique();
    await registerInPage(page, { username: `set_${n}`, email: `set_${n}@example.com`, firstName: 'Avery', lastName: 'Stone' });
    await heading(page, 'Settings', 2).waitFor();

    const promotions = page.getByRole('switch', { name: 'Promotions' });
    expect(await promotions.getAttribute('aria-checked')).toBe('false');
    await promotions.click();
    await toast(page, 'Preferences saved').waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Promotions', checked: true }).waitFor();
    expect(await page.getByRole('switch', { name: 'Email Updates' }).getAttribute('aria-checked')).toBe('true');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Data' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^goat-account-data-set_${n}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(exported.profile).toMatchObject({ username: `set_${n}` });
    expect(exported.preferences).toEqual({ emailUpdates: true, submissionStatus: true, promotions: true });
    await toast(page, 'Download started').waitFor();

    const update = page.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Current Password').fill('harbor-lantern-47');
    // A common password is refused in the page, in words, before anything is sent.
    await page.getByLabel('New Password', { exact: true }).fill('password1234');
    expect(await update.isDisabled()).toBe(true);
    await page.getByLabel('Confirm New Password').fill('password1234');
    await update.click();
    await page.getByText('This password is too common. Add words or characters that are hard to guess.').first().waitFor();

    await page.getByLabel('New Password', { exact: true }).fill('quiet-orchard-82');
    await page.getByLabel('Confirm New Password').fill('quiet-orchard-83');
    await update.click();
    await toast(page, 'Password Mismatch').waitFor();
    await page.getByText('New password and confirmation do not match.').first().waitFor();

    await page.getByLabel('Current Password').fill('wrong-pass');
    await page.getByLabel('Confirm New Password').fill('quiet-orchard-82');
    await update.click();
    await page.getByText('Current password is incorrect').first().waitFor();

    await page.getByLabel('Current Password').fill('harbor-lantern-47');
    await update.click();
    await toast(page, 'Password updated').waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
    }

    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Account Login').waitFor();
    await signIn(page, `set_${n}`, 'harbor-lantern-47');
    await page.getByText('Invalid username/email or password').first().waitFor();
    await signIn(page, `set_${n}`, 'quiet-orchard-82');
    await heading(page, 'My Account').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('resets a forgotten password through the e-mailed link, once', async () => {
    const { page, errors, close } = await site.openPage('/account', {
      heading: 'Account Login',
      expectedErrors: [{ status: 400, path: '/api/auth/reset-password' }],
    });
    const n = unique();
    const email = `reset_${n}@example.com`;
    await registerInPage(page, { username: `reset_${n}`, email, firstName: 'Avery', lastName: 'Stone' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await heading(page, 'Account Login').waitFor();

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot Password').waitFor();
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(/If an account exists for that email/).waitFor();

    const link = await resetLinkFor(email);
    await gotoApp(page, link.replace(/^https?:\/\/[^/]+/, site.url()));
    await heading(page, 'Reset Password').waitFor();
    // The page keeps the token in memory and takes it out of the address bar (and the history).
    expect(new URL(page.url()).pathname).toBe('/reset-password');
    expect(page.url()).not.toContain('token');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
    }
    await page.getByLabel('New Password', { exact: true }).fill('recovered-pass');
    await page.getByLabel('Confirm New Password').fill('recovered-pass');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(/Your password has been reset/).waitFor();

    // The same link a second time is refused in words; written the old way (?token=…, as e-mails
    // sent before the fragment are), it still reaches the server.
    await gotoApp(page, link.replace(/^https?:\/\/[^/]+/, site.url()).replace('#token=', '?token='));
    await heading(page, 'Reset Password').waitFor();
    expect(page.url()).not.toContain('token');
    await page.getByLabel('New Password', { exact: true }).fill('amber-meadow-93');
    await page.getByLabel('Confirm New Password').fill('amber-meadow-93');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText(/already been used/).waitFor();

    await gotoApp(page, site.url('/account'));
    await heading(page, 'Account Login').waitFor();
    await signIn(page, email, 'recovered-pass');
    await heading(page, 'My Account').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('lists the active sessions and signs another device out', async () => {
    const { page, errors, close } = await site.openPage('/account/settings');
    const n = unique();
    await registerInPage(page, { username: `dev_${n}`, email: `dev_${n}@example.com`, firstName: 'Avery', lastName: 'Stone' });
    // A second device: the same account signed in from an iPhone's browser.
    const phone = await fetch(site.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1' },
      body: JSON.stringify({ usernameOrEmail: `dev_${n}`, password: 'harbor-lantern-47' }),
    });
    expect(phone.status).toBe(200);
    await page.reload();
    const list = page.getByRole('list', { name: 'Active sessions' });
    await list.getByText('This device').waitFor();
    await list.getByText('Safari on iPhone').waitFor();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page);
    }
    await page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await toast(page, 'Signed out').waitFor();
    await eventually(async () => expect(await list.getByRole('listitem').count()).toBe(1));
    expect(await list.getByText('Safari on iPhone').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
  it('lists the recognised browsers and forgets one', async () => {
    const { page, errors, close } = await site.openPage('/account/settings');
    const n = unique();
    await registerInPage(page, { username: `rec_${n}`, email: `rec_${n}@example.com`, firstName: 'Avery', lastName: 'Stone' });
    // A second browser that signs in to the account: an iPhone's.
    const phone = await fetch(site.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile/15E148 Safari/604.1' },
      body: JSON.stringify({ usernameOrEmail: `rec_${n}`, password: 'harbor-lantern-47' }),
    });
    expect(phone.status).toBe(200);
    await page.reload();
    const list = page.getByRole('list', { name: 'Recognised browsers' });
    await list.getByText('This browser', { exact: true }).waitFor();
    await list.getByText('Safari on iPhone').waitFor();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: /^Forget Safari on iPhone/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Forget' }).click();
    await toast(page, 'Browser forgotten').waitFor();
    await eventually(async () => expect(await list.getByRole('listitem').count()).toBe(1));
    expect(await list.getByText('Safari on iPhone').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
