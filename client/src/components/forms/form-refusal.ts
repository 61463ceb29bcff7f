import { refusalMessage } from '@shared/schemas/field-messages';

/** A field's element, as react-hook-form keeps it in an error's `ref` (anything placed in the page). */
type Placed = { compareDocumentPosition(other: Placed): number };
const FOLLOWING = 4; // Node.DOCUMENT_POSITION_FOLLOWING, spelled out: the unit tests run without a DOM.

interface FieldMessage {
  path: string;
  message: string;
  element?: Placed;
}

/** The field's element: a registered input's `ref`; a field set by code (the item photos) has none. */
const placed = (ref: unknown): Placed | undefined =>
  ref && typeof (ref as Placed).compareDocumentPosition === 'function' ? (ref as Placed) : undefined;

/** Every message of a form's errors (react-hook-form's nested FieldErrors), with its path and field element. */
function fieldMessages(errors: unknown, path = '', into: FieldMessage[] = []): FieldMessage[] {
  if (!errors || typeof errors !== 'object') return into;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && node.message) {
    into.push({ path: path || 'form', message: node.message, element: placed(node.ref) });
    return into;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    fieldMessages(value, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * The messages in the order a reader meets the fields: errors arrive in the schema's order (the Quick
 * Opinion schema checks the e-mail before the name the form shows first), so the ones whose field is
 * in the page are put in page order, in the places those fields held; the rest stay where they were.
 */
function inPageOrder(messages: FieldMessage[]): FieldMessage[] {
  const slots = messages.flatMap((m, i) => (m.element ? [i] : []));
  const sorted = slots.map((i) => messages[i]!).sort((a, b) => (a.element!.compareDocumentPosition(b.element!) & FOLLOWING ? -1 : 1));
  const out = [...messages];
  slots.forEach((slot, n) => (out[slot] = sorted[n]!));
  return out;
}

/**
 * What the 'Submission failed' toast says of a form the schema refused: the first field's own
 * message (the one shown under it, and the field the form focuses) and how many other fields need
 * correcting, in the server's words for the same case (shared refusalMessage), never a generic
 * "error processing your request".
 */
export const formRefusalMessage = (errors: unknown): string =>
  refusalMessage(Object.fromEntries(inPageOrder(fieldMessages(errors)).map((m) => [m.path, m.message])));
