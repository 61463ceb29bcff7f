import { describe, expect, it } from 'vitest';
import { declaredCentsOf, declaredTotalCents, returnInsuranceText } from '../declared-value';
import { returnShipmentSchema } from './shipping';
import { bundleSubmissionSchema, fullLoaSubmissionSchema, quickOpinionSubmissionSchema } from './submission';

const image = '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg';
const contact = { email: 'a@example.com', fullName: 'Avery Stone', phoneNumber: '5551234567', address: '1 Main St', city: 'X', state: 'IL', zipCode: '60014' };
const fullLoa = (declaredValue?: unknown) => ({
  serviceType: 'full_loa',
  ...contact,
  items: [{ athlete: 'tom-brady', itemType: 'helmet', notes: 'Signed helmet', imageUrls: [image], ...(declaredValue === undefined ? {} : { declaredValue }) }],
  agree: true,
});
const bundle = (declaredValue: unknown) => ({
  serviceType: 'bundle_loa',
  bundleType: 'the-goal',
  ...contact,
  items: [
    { athlete: 'wayne-gretzky', itemType: 'Puck', description: 'Signed puck', imageUrls: [image], declaredValue },
    { athlete: 'tom-brady', itemType: 'Ball', description: 'Signed ball', imageUrls: [image] },
  ],
  agree: true,
  cloverTransactionId: 'ch_1',
});

const declared = (value: unknown) => {
  const result = fullLoaSubmissionSchema.safeParse(fullLoa(value));
  return result.success ? { value: result.data.items[0]!.declaredValue } : { errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) };
};

describe('an item’s declared value', () => {
  it.each([
    ['2500', '2500.00'],
    ['2500.5', '2500.50'],
    ['2,500.75', '2500.75'],
    ['$1,000,000', '1000000.00'],
    [' 0.01 ', '0.01'],
    [250, '250.00'],
    [99.99, '99.99'],
  ])('reads %j as dollars: %s', (input, expected) => {
    expect(declared(input)).toEqual({ value: expected });
  });

  it.each([[undefined], [null], [''], ['   ']])('is optional: %j declares none', (input) => {
    expect(declared(input)).toEqual({ value: null });
  });

  it('passes the check again unchanged, as the form sends what it checked', () => {
    const once = fullLoaSubmissionSchema.parse(fullLoa('$2,500.5'));
    expect(fullLoaSubmissionSchema.parse(once).items[0]!.declaredValue).toBe('2500.50');
  });

  it.each([
    ['-5', 'Declared value cannot be negative'],
    [-5, 'Declared value cannot be negative'],
    ['0', 'Declared value must be more than $0.00: leave it empty to declare none'],
    ['1000000.01', 'Declared value must be $1,000,000.00 or less'],
    [2_000_000, 'Declared value must be $1,000,000.00 or less'],
    ['abc', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
    ['12.345', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
    ['1,00', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
    [true, 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
    [Number.NaN, 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
  ])('refuses %j under the field, naming it', (input, message) => {
    expect(declared(input)).toEqual({ errors: { 'items.0.declaredValue': message } });
  });

  it('is asked of a bundle’s items too', () => {
    const ok = bundleSubmissionSchema.parse(bundle('300'));
    expect(ok.items.map((i) => i.declaredValue)).toEqual(['300.00', null]);
    const bad = bundleSubmissionSchema.safeParse(bundle('lots'));
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['items.0.declaredValue', 'Declared value must be an amount in dollars, such as 2500 or 2500.00'],
    ]);
  });

  it('is not part of a Quick Opinion (its items are not mailed)', () => {
    expect(quickOpinionSubmissionSchema.shape.items.element.shape).not.toHaveProperty('declaredValue');
  });

  it('is stored as whole cents', () => {
    expect(declaredCentsOf('2500.50')).toBe(250050);
    expect(declaredCentsOf('0.01')).toBe(1);
    expect(declaredCentsOf('1000000.00')).toBe(100_000_000);
    expect(declaredCentsOf(null)).toBeNull();
  });
});

describe('the return’s insurance', () => {
  it('is the declared total, and says which items it leaves out', () => {
    expect(declaredTotalCents([{ declaredValueCents: 250000 }, { declaredValueCents: null }, { declaredValueCents: 1 }])).toBe(250001);
    expect(returnInsuranceText([{ declaredValueCents: 250000 }])).toBe('The return shipment is insured for $2,500.00.');
    expect(returnInsuranceText([{ declaredValueCents: 250000 }, { declaredValueCents: null }])).toBe(
      'The return shipment is insured for $2,500.00; 1 of 2 items has no declared value and travels uninsured.',
    );
    expect(returnInsuranceText([{ declaredValueCents: null }])).toBe('The return shipment is not insured: the item has no declared value.');
    expect(returnInsuranceText([{ declaredValueCents: null }, { declaredValueCents: null }])).toBe('The return shipment is not insured: no item has a declared value.');
  });

  it('may be left to the server (the declared total) and cannot be negative', () => {
    const base = { carrier: 'usps', trackingNumber: '9400 1000', shippedOn: '2026-01-05' };
    expect(returnShipmentSchema.parse(base)).not.toHaveProperty('insuredValueCents');
    expect(returnShipmentSchema.safeParse({ ...base, insuredValueCents: -1 }).error?.issues[0]?.message).toBe('Insured value cannot be negative');
  });
});
