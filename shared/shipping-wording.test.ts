import { describe, expect, it } from 'vitest';
import { INVOICE_TIMING, orderNumberInPackage, RETURN_AFTER_PAYMENT } from './shipping-wording';
import { PACKING_INSTRUCTIONS } from './loa-options';

describe('the shipping wording', () => {
  it('puts the order number inside the package, the given one or "your"', () => {
    expect(orderNumberInPackage('GA-7K3M-Q9XD')).toBe(
      'Write order number GA-7K3M-Q9XD on a sheet of paper and put it inside the package, or put the printed submission PDF in it.',
    );
    expect(orderNumberInPackage()).toContain('Write your order number on a sheet of paper and put it inside the package');
    expect(orderNumberInPackage('GA-7K3M-Q9XD')).not.toMatch(/outside/);
  });

  it('is the first packing step that pages, e-mails and PDFs list', () => {
    expect(PACKING_INSTRUCTIONS[0]).toContain(orderNumberInPackage());
  });

  it('says the invoice follows the examination and the items ship once it is paid', () => {
    expect(INVOICE_TIMING).toMatch(/examined/);
    expect(RETURN_AFTER_PAYMENT).toMatch(/once the invoice is paid/);
    // Insured for what was declared, never promised outright: an item without a value travels uninsured.
    expect(RETURN_AFTER_PAYMENT).toContain('insured for their declared value');
    expect(RETURN_AFTER_PAYMENT).not.toMatch(/insured and tracked/);
  });
});
