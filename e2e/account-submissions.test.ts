import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_PATTERN } from '@shared/constants';
import { axeAtBothWidths } from './support/axe';
import { gotoApp, hasChromium } from './support/browser';
import { useSite } from './support/site';
import { makeJpeg } from './support/test-images';
import { agreeToTerms, attachPhotos, fillCard, fillContact, fillShippingAddress, h1, item, registerInPage, toast } from './support/ui';

describe.skipIf(!hasChromium)('the customer account: dashboard, My Submissions and details', () => {
  const site = useSite();
  let jpeg: Buffer;
  let fullLoa = '';
  let quickOpinion = '';
  let imageUrl = '';

  beforeAll(async () => {
    jpeg = await makeJpeg('#1b2642');
  });

  it('shows a Full LOA and a paid Quick Opinion on the dashboard, in the list and in the details, with the PDF', async () => {
    const { page, errors, close } = await site.openPage('/account', { context: { acceptDownloads: true }, heading: 'Account Login' });
    await registerInPage(page, { username: 'casey_collector', email: 'casey@example.com', firstName: 'Casey', lastName: 'Morgan' });
    await h1(page, 'My Account').waitFor();
    // No submissions yet: the prompt to submit one.
    await page.getByText("You haven't submitted any items for authentication yet.").waitFor();

    // A Full LOA through its form (the PDF downloads on submit).
    await gotoApp(page, site.url('/full-loa'));
    await fillContact(page, { fullName: 'Casey Morgan', email: 'casey@example.com', phone: '(312) 555-0100' });
    await fillShippingAddress(page, { street: '200 E Randolph St', city: 'Chicago', state: 'IL', zip: '60601' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Wayne Gretzky' });
    await item(page, 1).getByLabel('Item Type').selectOption({ label: 'Hockey Stick' });
    await item(page, 1).getByLabel('Item Notes').fill('Game stick signed on the blade, 1988');
    await attachPhotos(item(page, 1), [{ name: 'stick.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    const firstPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Submit Full LOA Request' }).click();
    await firstPdf;
    // A paid Quick Opinion with the sandbox's test card.
    await gotoApp(page, site.url('/quick-opinion'));
    await fillContact(page, { fullName: 'Casey Morgan', email: 'casey@example.com' });
    await item(page, 1).getByLabel('Athlete').selectOption({ label: 'Tom Brady' });
    await item(page, 1).getByLabel('Item Description').fill('Signed rookie card, blue ink');
    await attachPhotos(item(page, 1), [{ name: 'card.jpg', buffer: jpeg }]);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $10.00' }).click();
    await page.getByRole('heading', { name: 'Thank you! Payment received' }).waitFor({ timeout: 15_000 });

    const saved = await site.submissions();
    fullLoa = saved.find((s) => s.serviceType === 'full_loa')!.orderNumber;
    quickOpinion = saved.find((s) => s.serviceType === 'quick_opinion')!.orderNumber;
    expect(fullLoa).toMatch(ORDER_NUMBER_PATTERN);

    // Dashboard: the counts and both recent submissions, each with its Details link.
    await gotoApp(page, site.url('/account'));
    const counts = page.getByRole('list', { name: 'Submissions by status' });
    await counts.getByText('2', { exact: true }).waitFor();
    expect(await counts.textContent()).toBe('Pending2Processing0Completed0');
    await page.getByText(`Order ${fullLoa}`, { exact: true }).waitFor();
    await page.getByText(`Order ${quickOpinion}`, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: `Details of order ${fullLoa}` }).getAttribute('href')).toBe(`/account/submissions/${fullLoa}`);
    await axeAtBothWidths(page);

    // My Submissions: an order card each; the Quick Opinion's card payment is marked as a test.
    await page.getByRole('link', { name: 'View All' }).click();
    await h1(page, 'My Account').waitFor();
    const loaCard = page.getByRole('article', { name: `Order ${fullLoa}` });
    const qoCard = page.getByRole('article', { name: `Order ${quickOpinion}` });
    await loaCard.waitFor();
    expect(await loaCard.textContent()).toContain('Full LOA');
    expect(await loaCard.textContent()).toContain('Expected 15-20 business days from arrival');
    expect(await loaCard.getByText('Pending', { exact: true }).count()).toBeGreaterThan(0);
    expect(await qoCard.textContent()).toContain('•••• 4242');
    expect(await qoCard.getByTestId('test-payment').textContent()).toContain('Test payment');
    expect(await qoCard.getByRole('button', { name: /Download PDF/ }).count()).toBe(0);
    const listPdf = page.waitForEvent('download');
    await loaCard.getByRole('button', { name: `Download PDF for order ${fullLoa}` }).click();
    expect((await listPdf).suggestedFilename()).toBe(`Full_LOA_Submission_${fullLoa}.pdf`);
    await axeAtBothWidths(page);

    // Details: every card, the timeline, the image and the PDF.
    await loaCard.getByRole('link', { name: `View Details of order ${fullLoa}` }).click();
    await page.getByRole('heading', { name: 'Submission Information' }).waitFor();
    for (const title of ['Payment Information', 'Customer Information', 'Notes', 'Submitted Images', 'Actions', 'Status Timeline']) {
      await page.getByRole('heading', { name: title }).waitFor();
    }
    expect(page.url()).toBe(site.url(`/account/submissions/${fullLoa}`));
    await page.getByText('Submitted · Pending').waitFor();
    await page.getByText('Game stick signed on the blade, 1988').waitFor();
    const view = page.getByRole('link', { name: /^View Item 1, photo 1/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    imageUrl = (await view.getAttribute('href')) ?? '';
    expect(await page.evaluate(async (url) => (await fetch(url)).status, imageUrl)).toBe(200);
    const detailsPdf = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF for order ${fullLoa}` }).click();
    const file = await detailsPdf;
    expect(fs.readFileSync((await file.path())!).subarray(0, 5).toString()).toBe('%PDF-');
    await axeAtBothWidths(page);

    expect(errors).toEqual([]);
    await close();
  });

  it("tells another customer the submission is not found, and keeps its image from them", async () => {
    const { page, errors, close } = await site.openPage('/account', {
      heading: 'Account Login',
      expectedErrors: [
        { status: 404, path: `/api/submissions/${fullLoa}` },
        { status: 404, path: imageUrl },
      ],
    });
    await registerInPage(page, { username: 'other_collector', email: 'other@example.com', firstName: 'Robin', lastName: 'Hale' });
    await gotoApp(page, site.url(`/account/submissions/${fullLoa}`));
    await page.getByRole('heading', { name: 'Submission Not Found' }).waitFor();
    await page.getByText("The submission you're looking for doesn't exist or you don't have access to it.").waitFor();
    expect(await page.evaluate(async (url) => (await fetch(url)).status, imageUrl)).toBe(404);
    await page.getByRole('link', { name: 'Back to My Submissions' }).first().click();
    await page.getByText("You haven't submitted any items for authentication yet.").waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('signs a visitor in on the page they opened, and opens the card from /login and /register', async () => {
    const { page, errors, close } = await site.openPage(`/account/submissions/${fullLoa}`, { heading: 'Account Login' });
    expect(page.url()).toBe(site.url(`/account/submissions/${fullLoa}`));
    await page.getByLabel('Username or Email').fill('casey_collector');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Submission Information' }).waitFor();
    expect(page.url()).toBe(site.url(`/account/submissions/${fullLoa}`));
    await close();

    const visitor = await site.openPage('/register', { heading: 'Create Account' });
    expect(visitor.page.url()).toBe(site.url('/account?mode=register'));
    await gotoApp(visitor.page, site.url('/login'));
    await h1(visitor.page, 'Account Login').waitFor();
    await gotoApp(visitor.page, site.url('/contact'));
    expect(visitor.page.url()).toBe(site.url('/contact-us'));
    expect(visitor.errors).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();
  });

  it('offers a retry when the list fails to load, and says so when a PDF download fails', async () => {
    const { page, errors, close } = await site.openPage('/account/submissions', {
      heading: 'Account Login',
      expectedErrors: [
        { status: 500, path: '/api/submissions' },
        { status: 500, path: `/api/submissions/${fullLoa}/pdf` },
      ],
    });
    let failList = true;
    await page.route('**/api/submissions?*', (route) =>
      failList ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Database unavailable"}' }) : route.fallback(),
    );
    await page.getByLabel('Username or Email').fill('casey_collector');
    await page.getByLabel('Password', { exact: true }).fill('harbor-lantern-47');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText("We couldn't load your submissions.").waitFor();
    await page.getByText('Database unavailable').waitFor();
    failList = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    const card = page.getByRole('article', { name: `Order ${fullLoa}` });
    await card.waitFor();

    // The server refuses the PDF, then the request never gets an answer (docs/product.md, Errors).
    await page.route(`**/api/submissions/${fullLoa}/pdf`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await card.getByRole('button', { name: /Download PDF/ }).click();
    await toast(page, 'Failed to download PDF. Please try again.').waitFor();
    await page.unroute(`**/api/submissions/${fullLoa}/pdf`);
    await page.route(`**/api/submissions/${fullLoa}/pdf`, (route) => route.abort());
    await card.getByRole('button', { name: /Download PDF/ }).click();
    await toast(page, 'Error downloading PDF. Please try again.').waitFor();

    // Only the aborted request's own line may be left over.
    expect(errors.filter((e) => !e.includes('net::ERR_FAILED'))).toEqual([]);
    await close();
  });
});
