import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { developerWording, fieldLabel, refusalMessage, ZOD_DEFAULT_WORDING } from './field-messages';
import { issueInvoiceSchema, returnShipmentSchema } from './shipping';
import { createSubmissionSchema } from './submission';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('fieldLabel', () => {
  it.each([
    [['phoneNumber'], 'Phone number'],
    [['items', 2, 'notes'], 'Description'],
    [['items', 0, 'imageUrls', 3], 'Image'],
    [['items', 1], 'Item'],
    [['customerInfo', 'name'], 'Cardholder name'],
    [['bundle', 'athletes', 0], 'Athlete'],
    [['someNewField'], 'Some new field'],
    [[], 'Request body'],
  ] as const)('%j is "%s"', (path, label) => {
    expect(fieldLabel(path)).toBe(label);
  });
});

describe('a rule left without a message', () => {
  // Rules written without any message, as a new field might be: the error map words them.
  const schema = z.object({
    nickname: z.string().max(5),
    zipCode: z.string().min(3),
    age: z.number().int().min(18).max(120),
    tags: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b']),
    confirmed: z.boolean(),
    website: z.url(),
  });

  it('is told in plain words naming the field', () => {
    const result = schema.safeParse({ nickname: 'x'.repeat(6), zipCode: 'x', age: 17.5, tags: ['a', 'b', 'c'], kind: 'c', confirmed: 'yes', website: 'nope' });
    expect(messages(result)).toEqual({
      nickname: 'Nickname must be 5 characters or fewer',
      zipCode: 'Zip/Postal code must be at least 3 characters',
      age: 'Age must be a whole number',
      tags: 'Tags can have at most 2 entries',
      kind: 'Kind must be one of: a, b',
      confirmed: 'Confirmed must be yes or no (true or false)',
      website: 'Website is not in a valid format',
    });
  });

  it('says what is missing, and what a wrong type should be', () => {
    expect(messages(schema.safeParse({ nickname: 3, age: 200, tags: [] }))).toMatchObject({
      nickname: 'Nickname must be text',
      zipCode: 'Zip/Postal code is required',
      age: 'Age must be 120 or less',
      tags: 'Tags needs at least 1 entry',
    });
    expect(messages(schema.safeParse('text'))).toEqual({ '': 'Request body must be a JSON object' });
  });
});

describe('the submission schemas', () => {
  it('word a too long text and a wrong type without any of zod\'s own words', () => {
    const result = createSubmissionSchema.safeParse({
      serviceType: 'quick_opinion',
      email: 7,
      fullName: 'x'.repeat(121),
      phoneNumber: 'x'.repeat(41),
      items: [{ athlete: 'larry-bird', description: 'x'.repeat(2001), imageUrls: [4] }],
      agree: 'yes',
      cloverTransactionId: 9,
    });
    const found = messages(result);
    expect(found).toEqual({
      email: 'Please enter a valid email address',
      fullName: 'Full name must be 120 characters or fewer',
      phoneNumber: 'Phone number must be 40 characters or fewer',
      'items.0.athlete': 'Athlete is required',
      'items.0.description': 'Description must be 2000 characters or fewer',
      'items.0.imageUrls.0': 'Images must be uploaded to this site',
      agree: 'You must agree to the terms and conditions',
      cloverTransactionId: 'Payment must be text',
    });
    for (const text of Object.values(found)) expect(text).not.toMatch(ZOD_DEFAULT_WORDING);
  });

  it('tell a body that is no object from one with an unknown service', () => {
    expect(messages(createSubmissionSchema.safeParse([]))).toEqual({ '': 'Request body must be a JSON object' });
    expect(messages(createSubmissionSchema.safeParse({ serviceType: 'slab' }))).toEqual({
      serviceType: 'Service type must be Quick Opinion, Full LOA or Bundle',
    });
  });
});

describe('refusalMessage', () => {
  it('is the one field\'s message when one field was refused', () => {
    expect(refusalMessage({ trackingNumber: 'Tracking number is required' })).toBe('Tracking number is required');
  });

  it('says how many other fields need correcting, without any field\'s key', () => {
    const text = refusalMessage({ 'items.0.imageUrls': 'Image is required for this item', phoneNumber: 'Please enter a valid phone number', city: 'City is required' });
    expect(text).toBe('Image is required for this item. 2 other fields also need correcting.');
    expect(developerWording(text)).toBeUndefined();
    expect(refusalMessage({ a: 'City is required.', b: 'State/Province is required' })).toBe('City is required. 1 other field also needs correcting.');
  });
});

describe('developerWording', () => {
  it.each([
    ['Invalid trackingNumber: Tracking number is required', 'a field name: trackingNumber'],
    ['Invalid items.0.notes: Description is required', 'a dotted path: items.0'],
    ['Service type must be quick_opinion or bundle_loa', 'a code value: quick_opinion'],
    ['Insured value must be a number of cents', 'the word cents: cents'],
    ['Invalid body: Request body must be a JSON object', 'the word Invalid: Invalid'],
    ['Invalid input: expected string, received number', 'the word Invalid: Invalid'],
    ['There was an error processing your request. Please try again.', 'a generic error: error processing your request'],
  ])('finds %j', (message, found) => {
    expect(developerWording(message)).toBe(found);
  });

  it.each(['Tracking number is required', 'Insured value must be an amount in dollars, such as 25.00', 'Date received must be a date (YYYY-MM-DD)', 'Submission ID must be 1 or more'])(
    'lets %j through',
    (message) => {
      expect(developerWording(message)).toBeUndefined();
    },
  );
});

describe('the money fields of the shipping steps', () => {
  it('speak of dollars, as the admin\'s fields do', () => {
    const found = messages(returnShipmentSchema.safeParse({ carrier: 'usps', trackingNumber: '9400 1000', shippedOn: '2026-01-05', insuredValueCents: '250' }));
    expect(found).toEqual({ insuredValueCents: 'Insured value must be an amount in dollars, such as 25.00' });
    expect(messages(issueInvoiceSchema.safeParse({ returnShippingCents: 10.5, insuranceCents: 1e12 }))).toEqual({
      returnShippingCents: 'Return shipping can have at most two digits after the decimal point',
      insuranceCents: expect.stringMatching(/^Insurance must be \$[\d,]+\.00 or less$/),
    });
  });
});
