import { z } from 'zod';

/**
 * Plain-English validation messages that name the field. Every rule of the shared schemas carries
 * its own message (docs/product.md, Input rules where docs/product.md has one); this module is the safety net behind
 * them: importing it installs a zod error map, for client and server alike, that words any rule left
 * without a message ("Phone number must be 40 characters or fewer") instead of zod's defaults
 * ("Too big: expected string to have <=40 characters"), which no customer should read.
 */

/** Labels of the fields whose name alone does not read well; the others are their name in words. */
const FIELD_LABELS: Record<string, string> = {
  '': 'Request body',
  usernameOrEmail: 'Username or email',
  totp: 'Authentication code',
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  phoneNumber: 'Phone number',
  address: 'Shipping address',
  state: 'State/Province',
  zipCode: 'Zip/Postal code',
  notes: 'Description',
  imageUrls: 'Images',
  serviceType: 'Service type',
  bundleType: 'Bundle',
  hologramPlacement: 'Hologram placement',
  serviceLevel: 'Service level',
  eraSignature: 'Era-appropriate signature',
  shippingMethod: 'Return shipping method',
  agree: 'Agreement to the terms and conditions',
  cloverTransactionId: 'Payment',
  cardLast4: 'Card last four digits',
  cloverOrderId: 'Payment order',
  cardToken: 'Card token',
  'customerInfo.name': 'Cardholder name',
  'customerInfo.phone': 'Phone number',
  'customerInfo.submissionId': 'Order reference',
  customerInfo: 'Customer details',
  orderNumber: 'Order number',
  id: 'ID',
  q: 'Search',
  receivedOn: 'Date received',
  shippedOn: 'Ship date',
  insuredValueCents: 'Insured value',
  returnShippingCents: 'Return shipping',
  insuranceCents: 'Insurance',
};

/** What one entry of a list is called: items.3 is an "Item", imageUrls.0 an "Image". */
const ENTRY_LABELS: Record<string, string> = { items: 'Item', imageUrls: 'Image', athletes: 'Athlete' };

const words = (key: string) => {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

const isIndex = (segment: PropertyKey) => typeof segment === 'number' || (typeof segment === 'string' && /^\d+$/.test(segment));

/** The field a path points at, in words: ['items', 0, 'notes'] is "Description", ['customerInfo', 'name'] "Cardholder name". */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((s) => !isIndex(s)).map(String);
  const last = keys[keys.length - 1] ?? '';
  if (path.length > 0 && isIndex(path[path.length - 1]!)) return ENTRY_LABELS[last] ?? `${FIELD_LABELS[last] ?? words(last)} entry`;
  return FIELD_LABELS[keys.join('.')] ?? FIELD_LABELS[last] ?? words(last);
}

/** The words zod's own messages use; none of them may reach a customer. */
export const ZOD_DEFAULT_WORDING = /invalid input|invalid option|expected|, received|too big|too small|invalid (string|number|format|type|key|element|union)/i;

/**
 * Wording that must never reach a person, with what each is: a field name as the code spells it
 * (camelCase, a dotted path, a snake_case value), "cents" (people read dollars), the "Invalid x:"
 * of a framework, zod's own words, or a shrug where a reason belongs.
 */
export const DEVELOPER_WORDING: readonly { what: string; pattern: RegExp }[] = [
  { what: 'a field name', pattern: /\b[a-z]+[A-Z][A-Za-z0-9]*\b/ },
  { what: 'a dotted path', pattern: /\b[a-z][A-Za-z0-9]*\.(\d+|[a-z][A-Za-z0-9]*)\b/ },
  { what: 'a code value', pattern: /\b[a-z0-9]+_[a-z0-9_]+\b/ },
  { what: 'the word cents', pattern: /\bcents?\b/i },
  { what: 'the word Invalid', pattern: /\bInvalid\b/ },
  { what: "zod's own wording", pattern: ZOD_DEFAULT_WORDING },
  { what: 'a generic error', pattern: /something went wrong|error processing your request|internal server error|bad request|request failed/i },
];

/** What of DEVELOPER_WORDING a message carries ("a field name: phoneNumber"), or undefined when it reads well. */
export function developerWording(message: string): string | undefined {
  for (const { what, pattern } of DEVELOPER_WORDING) {
    const found = pattern.exec(message);
    if (found) return `${what}: ${found[0]}`;
  }
  return undefined;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'yes or no (true or false)',
  array: 'a list',
  object: 'a set of fields',
  date: 'a date',
};

const listOf = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

/** The plain message of one issue, naming its field; used for any rule the schema left without one. */
export function plainMessage(issue: z.core.$ZodRawIssue): string {
  const path = issue.path ?? [];
  const label = fieldLabel(path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required`;
      if (path.length === 0) return 'Request body must be a JSON object';
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${label} must be ${max} characters or fewer`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${max} entries`;
      return issue.inclusive ? `${label} must be ${max} or less` : `${label} must be less than ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} needs at least ${min} ${min === 1 ? 'entry' : 'entries'}`;
      return issue.inclusive ? `${label} must be ${min} or more` : `${label} must be more than ${min}`;
    }
    case 'invalid_format':
      return issue.format === 'email' ? 'Please enter a valid email address' : `${label} is not in a valid format`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${label} must be ${listOf(issue.values)}` : `${label} must be one of: ${listOf(issue.values)}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `${label} has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return `${label} is not valid`;
  }
}

/**
 * The one-line message of a refusal with a message per field: the first field's message, and how
 * many other fields need correcting ("Tracking number is required. 1 other field also needs correcting.").
 */
export function refusalMessage(errors: Record<string, string>): string {
  const messages = Object.values(errors);
  const first = messages[0] ?? 'Please check the form and try again';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first.replace(/[.!]$/, '')}. ${more} other ${more === 1 ? 'field also needs' : 'fields also need'} correcting.`;
}

/** The message of a rule whose bound is a number of characters, naming the field from its path. */
export const tooLong = (max: number) => ({
  error: (issue: z.core.$ZodRawIssue) => `${fieldLabel(issue.path ?? [])} must be ${max} characters or fewer`,
});

/**
 * The type message of a text rule: the given (docs/product.md) message when the field is missing, and
 * "<Field> must be text" when something else was sent, so a number is not told it is missing.
 */
export const whenMissing = (message: string) => (issue: z.core.$ZodRawIssue) =>
  issue.input === undefined || issue.input === null ? message : `${fieldLabel(issue.path ?? [])} must be text`;

z.config({ customError: plainMessage });
