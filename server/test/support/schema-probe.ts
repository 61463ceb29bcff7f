/**
 * Reads a route's zod schema to make requests that should be refused: a likely-valid sample of the
 * whole input, then each field (nested ones too) missing, of the wrong type, empty, far too long,
 * negative, fractional or with too many entries. Used by every-field-messages.test.ts.
 */

type Json = unknown;
type Path = (string | number)[];
type Def = { type: string; [key: string]: unknown };

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Samples for text fields whose format a generic "Sample" would not pass. */
const TEXT_SAMPLES: Record<string, string> = {
  email: 'avery@example.com',
  orderNumber: 'GA-7K3M-Q9XD',
  upgradeFrom: 'GA-7K3M-Q9XD',
  certificateNumber: 'GOAT-2026-000001',
  trackingNumber: '9400 1000 0000 0000 0000 00',
  receivedOn: '2026-01-05',
  shippedOn: '2026-01-06',
  publishDate: '2026-01-05',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  imageUrl: '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg',
  imageUrls: '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg',
  intakeImageUrls: '/uploads/0b6c5a9e-1d2f-4c3b-9a8e-7f6d5c4b3a21.jpg',
  password: 'harbor-lantern-47-1',
  newPassword: 'harbor-lantern-47-2',
  currentPassword: 'harbor-lantern-47-1',
  phoneNumber: '(555) 123-4567',
  phone: '(555) 123-4567',
  currency: 'USD',
};

const lastKey = (path: Path) => [...path].reverse().find((s): s is string => typeof s === 'string') ?? '';

/** A value the schema most likely accepts (the first option of a choice, a plain text, 1). */
export function sample(schema: unknown, path: Path = [], asText = false): Json {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, sample(s, [...path, k], asText)]));
    }
    case 'array':
      return [sample(def.element, [...path, 0], asText)];
    case 'string':
      return TEXT_SAMPLES[lastKey(path)] ?? 'Signed home jersey';
    case 'number':
      return asText ? '1' : 1;
    case 'boolean':
      return asText ? 'true' : true;
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sample(def.innerType, path, asText);
    case 'pipe':
      // A preprocess is a pipe from a transform: sample what the transform hands on.
      return defOf(def.in).type === 'transform' ? sample(def.out, path, asText) : sample(def.in, path, asText);
    case 'union':
      return sample((def.options as unknown[])[0], path, asText);
    default:
      return 'Signed home jersey';
  }
}

/** The options of a discriminated union, each as its own schema (every variant's fields are probed). */
export function variantsOf(schema: unknown): unknown[] {
  const def = defOf(schema);
  if (def.type === 'union' && def.discriminator) return def.options as unknown[];
  if (def.type === 'pipe') return variantsOf(def.in);
  return [schema];
}

const setAt = (root: Json, path: Path, value: Json | undefined): Json => {
  if (!path.length) return value;
  const [key, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as Json[])] : { ...(root as object) }) as Record<string | number, Json>;
  copy[key!] = setAt(copy[key!], rest, value);
  if (value === undefined && !rest.length) delete copy[key!];
  return copy;
};

export interface Variation {
  what: string;
  /** The field changed (dotted), or '' for the whole input. */
  field: string;
  value: Json;
}

/**
 * Every bad variation of a sample. `asText`: the input is a query string or path parameters, where
 * everything arrives as text (so a wrong type is a word where a number belongs).
 */
export function variations(input: Json, asText = false): Variation[] {
  const out: Variation[] = [];
  const walk = (value: Json, path: Path) => {
    const field = path.join('.');
    const add = (what: string, v: Json | undefined) => out.push({ what: `${field || 'input'} ${what}`, field, value: setAt(input, path, v) });
    if (path.length) {
      add('missing', undefined);
      if (!asText) add('null', null);
    }
    if (typeof value === 'string') {
      add('far too long', 'x'.repeat(5000));
      add('empty', '');
      add('blank', '   ');
      if (!asText) add('a number', 12345);
      else add('a word where a number may belong', 'ten');
    } else if (typeof value === 'number') {
      add('negative', -5);
      add('fractional', 10.5);
      add('huge', 1e15);
      add('a word', 'ten');
    } else if (typeof value === 'boolean') {
      add('a word', 'yes');
    } else if (Array.isArray(value)) {
      add('empty', []);
      add('with too many entries', Array(60).fill(value[0]));
      add('a word', 'list');
      value.forEach((v, n) => walk(v, [...path, n]));
    } else if (value && typeof value === 'object') {
      if (path.length) add('a word', 'object');
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
    }
  };
  walk(input, []);
  if (!asText) out.push({ what: 'input not an object', field: '', value: ['a list'] });
  return out;
}
