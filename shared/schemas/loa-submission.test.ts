import { describe, expect, it } from 'vitest';
import { processPaymentSchema } from './payment';
import { bundleSubmissionSchema, createSubmissionSchema, fullLoaSubmissionSchema } from './submission';

const image = '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg';
const contact = { email: 'a@example.com', fullName: 'Avery Stone', phoneNumber: '5551234567', address: '1 Main St', city: 'X', state: 'IL', zipCode: '60014' };
const fullLoa = { serviceType: 'full_loa', ...contact, items: [{ athlete: 'tom-brady', itemType: 'helmet', notes: 'Signed helmet', imageUrls: [image] }], agree: true };
const bundle = {
  serviceType: 'bundle_loa',
  bundleType: 'the-goal',
  ...contact,
  items: [
    { athlete: 'wayne-gretzky', itemType: 'Puck', description: 'Signed puck', imageUrls: [image] },
    { athlete: 'tom-brady', itemType: 'Ball', description: 'Signed ball', imageUrls: [image] },
  ],
  agree: true,
  cloverTransactionId: 'ch_1',
};

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('Full LOA schema', () => {
  it('fills in the defaults of the form', () => {
    expect(fullLoaSubmissionSchema.parse(fullLoa)).toMatchObject({
      country: 'USA',
      hologramPlacement: 'certificate',
      serviceLevel: 'standard',
      eraSignature: false,
      shippingMethod: 'standard',
    });
  });

  it('drops fields the server sets itself', () => {
    const parsed = createSubmissionSchema.parse({ ...fullLoa, paymentAmount: 1, status: 'completed', userId: 3, paymentStatus: 'paid' });
    expect(parsed).not.toHaveProperty('paymentAmount');
    expect(parsed).not.toHaveProperty('status');
    expect(parsed).not.toHaveProperty('userId');
    expect(parsed).not.toHaveProperty('paymentStatus');
  });

  it('uses the messages of docs/product.md', () => {
    const result = fullLoaSubmissionSchema.safeParse({
      ...fullLoa,
      phoneNumber: '123',
      address: '1',
      city: '',
      state: '',
      zipCode: '',
      country: '',
      items: [{ athlete: '', itemType: '', notes: 'x', imageUrls: [] }],
    });
    expect(messages(result)).toEqual({
      phoneNumber: 'Please enter a valid phone number',
      address: 'Shipping address is required',
      city: 'City is required',
      state: 'State/Province is required',
      zipCode: 'Zip/Postal code is required',
      country: 'Country is required',
      'items.0.athlete': 'Athlete is required',
      'items.0.itemType': 'Item type is required',
      'items.0.notes': 'Description is required',
      'items.0.imageUrls': 'Image is required for this item',
    });
  });
});

describe('Bundle schema', () => {
  it('needs at least 2 items and at most 10, each with exactly one photo', () => {
    expect(bundleSubmissionSchema.parse(bundle).items[0]?.imageUrls).toEqual([image]);
    const withPhotos = (urls: unknown) => ({ ...bundle, items: [{ ...bundle.items[0], imageUrls: urls }, bundle.items[1]] });
    expect(messages(bundleSubmissionSchema.safeParse(withPhotos([])))).toEqual({ 'items.0.imageUrls': 'Image is required for this item' });
    expect(messages(bundleSubmissionSchema.safeParse(withPhotos(undefined)))).toEqual({ 'items.0.imageUrls': 'Image is required for this item' });
    expect(messages(bundleSubmissionSchema.safeParse(withPhotos([image, image])))).toEqual({ 'items.0.imageUrls': 'Only one image per item is accepted' });
    expect(messages(bundleSubmissionSchema.safeParse({ ...bundle, items: bundle.items.slice(0, 1) }))).toEqual({
      items: 'Bundle must contain at least 2 items',
    });
    expect(messages(bundleSubmissionSchema.safeParse({ ...bundle, items: Array(11).fill(bundle.items[0]) }))).toEqual({
      items: 'Maximum 10 items per order',
    });
  });

  it('uses the messages of docs/product.md for items', () => {
    const result = bundleSubmissionSchema.safeParse({ ...bundle, items: [{ athlete: 'tom-brady', itemType: '', description: 'abc', imageUrls: [image] }, bundle.items[0]] });
    expect(messages(result)).toEqual({ 'items.0.itemType': 'Item type is required', 'items.0.description': 'Item description is required' });
  });
});

describe('payment schema', () => {
  const payment = { amount: 17940, currency: 'USD', cardToken: 'clv_x', customerInfo: { name: 'A', email: 'a@example.com', submissionId: 'BL-1' } };
  it('needs the bundle and its athletes to pay for a bundle', () => {
    expect(messages(processPaymentSchema.safeParse({ ...payment, serviceType: 'bundle_loa' }))).toHaveProperty('bundle');
    const ok = processPaymentSchema.parse({ ...payment, serviceType: 'bundle_loa', bundle: { bundleType: 'the-goal', athletes: ['wayne-gretzky', 'tom-brady'] } });
    expect(ok.bundle?.athletes).toHaveLength(2);
  });
  it('still defaults to a Quick Opinion without bundle details', () => {
    expect(processPaymentSchema.parse({ ...payment, amount: 1000 }).serviceType).toBe('quick_opinion');
  });
});
