import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { reloadApp } from './browser';

/** Locators and form fillers the browser tests share: headings, toasts, the submission forms (Quick Opinion, Full LOA, bundles). */

/** The <h1> of the page; with a name, the one of that name. */
export function h1(page: Page, name?: string): Locator {
  return name === undefined ? page.getByRole('heading', { level: 1 }) : page.getByRole('heading', { level: 1, name });
}

/** The notifications region (the toasts). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: /^Notifications/ });

/** The toast of this exact title. */
export const toast = (page: Page, title: string): Locator => toasts(page).getByText(title, { exact: true });

/** The fieldset of item `n` (from 1) of a submission form. */
export const item = (page: Page, n: number): Locator => page.getByRole('group', { name: `Item ${n}` });

export interface Contact {
  fullName: string;
  email: string;
  /** Left alone when not given (Quick Opinion has no phone field). */
  phone?: string;
}

/** Full Name, Email and, if given, Phone Number, in that order. */
export async function fillContact(page: Page, contact: Contact): Promise<void> {
  await page.getByLabel('Full Name').fill(contact.fullName);
  await page.getByLabel('Email').fill(contact.email);
  if (contact.phone !== undefined) await page.getByLabel('Phone Number').fill(contact.phone);
}

export interface ShippingAddress {
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** Street Address, City, State/Province and Zip/Postal Code, in that order. */
export async function fillShippingAddress(page: Page, address: ShippingAddress): Promise<void> {
  await page.getByLabel('Street Address').fill(address.street);
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State/Province').fill(address.state);
  await page.getByLabel('Zip/Postal Code').fill(address.zip);
}

/** Ticks "I agree to the terms and conditions". */
export async function agreeToTerms(page: Page): Promise<void> {
  await page.getByLabel(/I agree to the/).check();
}

/** The payment step's card fields: `number`, then a fixed expiry (12/30), CVV (123) and ZIP (60014). */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('ZIP code').fill('60014');
}

export interface Photo {
  name: string;
  buffer: Buffer;
}

/**
 * Picks JPEG photos in an item's file field and waits until each one shows as uploaded
 * ("Uploaded ·"). A single photo waits on the unnumbered locator, which also fails if more than one
 * such line shows.
 */
export async function attachPhotos(group: Locator, photos: readonly Photo[]): Promise<void> {
  await group.locator('input[type=file]').setInputFiles(photos.map((p) => ({ name: p.name, mimeType: 'image/jpeg', buffer: p.buffer })));
  const uploaded = group.getByText(/Uploaded ·/);
  if (photos.length === 1) await uploaded.waitFor();
  else for (const i of photos.keys()) await uploaded.nth(i).waitFor();
}

export interface NewCustomer {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers a customer (password "harbor-lantern-47") from inside the page, as the app would, so the
 * session cookie lands in the page's context; then reloads the page so the app starts signed in.
 */
export async function registerInPage(page: Page, customer: NewCustomer): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const res = await fetch('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  }, { ...customer, password: 'harbor-lantern-47', role: 'customer' });
  expect(status).toBe(201);
  await reloadApp(page);
}

/**
 * Dismisses every toast shown and waits until they are gone: a toast that times out while axe is
 * measuring fades out mid-analysis, and half-transparent text fails the contrast rule.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button', { name: 'Dismiss notification' });
  while ((await close.count()) > 0) await close.first().click({ timeout: 2000 }).catch(() => undefined);
  await toasts(page).locator('li').first().waitFor({ state: 'detached' });
}
