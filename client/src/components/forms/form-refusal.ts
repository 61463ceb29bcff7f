import { refusalMessage } from '@shared/schemas/field-messages';

/** Every message of a form's errors (react-hook-form's nested FieldErrors), keyed by field path, in form order. */
function fieldMessages(errors: unknown, path = '', into: Record<string, string> = {}): Record<string, string> {
  if (!errors || typeof errors !== 'object') return into;
  const node = errors as Record<string, unknown>;
  if (typeof node.message === 'string' && node.message) {
    into[path || 'form'] = node.message;
    return into;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    fieldMessages(value, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/**
 * What the 'Submission failed' toast says of a form the schema refused: the first field's own
 * message (the one shown under it) and how many other fields need correcting, in the server's words
 * for the same case (shared refusalMessage), never a generic "error processing your request".
 */
export const formRefusalMessage = (errors: unknown): string => refusalMessage(fieldMessages(errors));
