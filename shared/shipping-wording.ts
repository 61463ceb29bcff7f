/**
 * The steps of a Full LOA or Bundle after the form, worded once for every page, e-mail and PDF, so
 * they cannot disagree. The order is the server's (modules/shipping, modules/invoices): the items
 * arrive, are examined, the invoice is e-mailed, and the items ship back once it is paid.
 */

/** Where the order number goes: inside the package, never only on the outside of the box. */
export function orderNumberInPackage(orderNumber?: string): string {
  const number = orderNumber ? `order number ${orderNumber}` : 'your order number';
  return `Write ${number} on a sheet of paper and put it inside the package, or put the printed submission PDF in it.`;
}

/** When the invoice comes. */
export const INVOICE_TIMING = 'Once your items are examined, we e-mail you the invoice, return shipping included.';

/**
 * When the items come back. Insured only for what was declared (shared/declared-value.ts, the Terms):
 * an order without a declared value must not read "insured" beside "the return is not insured".
 */
export const RETURN_AFTER_PAYMENT = 'We ship your items back, tracked and insured for their declared value, once the invoice is paid.';
