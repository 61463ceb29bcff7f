import { describe, expect, it } from 'vitest';
import { developerWording } from '@shared/schemas/field-messages';
import { formRefusalMessage } from './form-refusal';

describe('formRefusalMessage', () => {
  it('is the first refused field\'s own message, and how many others need correcting', () => {
    const errors = {
      fullName: { type: 'too_small', message: 'Please enter your full name' },
      phoneNumber: { type: 'too_small', message: 'Please enter a valid phone number' },
      items: [{ athlete: { type: 'invalid_value', message: 'Athlete is required' }, imageUrls: { type: 'too_small', message: 'Image is required for this item' } }],
    };
    const text = formRefusalMessage(errors);
    expect(text).toBe('Please enter your full name. 3 other fields also need correcting.');
    expect(developerWording(text)).toBeUndefined();
  });

  it('reads a bad phone number alone as its own message', () => {
    expect(formRefusalMessage({ phoneNumber: { type: 'too_small', message: 'Please enter a valid phone number' } })).toBe('Please enter a valid phone number');
  });

  it('skips rows without errors and a field\'s element reference', () => {
    const errors = { items: [undefined, { notes: { type: 'too_small', message: 'Description is required', ref: { name: 'items.1.notes' } } }] };
    expect(formRefusalMessage(errors)).toBe('Description is required');
  });
});

describe('formRefusalMessage, in page order', () => {
  // Stand-ins for the fields' elements: compareDocumentPosition as the DOM answers it, by a position.
  const at = (position: number) => ({
    position,
    compareDocumentPosition(other: { position: number }) {
      return other.position > position ? 4 : 2;
    },
  });

  it('names the field the reader meets first, not the one the schema checked first', () => {
    const errors = {
      email: { type: 'invalid_format', message: 'Please enter a valid email address', ref: at(2) },
      fullName: { type: 'too_small', message: 'Please enter your full name', ref: at(1) },
      items: [{ athlete: { type: 'invalid_value', message: 'Athlete is required', ref: at(3) } }],
    };
    expect(formRefusalMessage(errors)).toBe('Please enter your full name. 2 other fields also need correcting.');
  });

  it('keeps a message without a field in the page where the schema put it', () => {
    const errors = {
      items: { type: 'too_small', message: 'Add at least one item' },
      email: { type: 'invalid_format', message: 'Please enter a valid email address', ref: at(2) },
      fullName: { type: 'too_small', message: 'Please enter your full name', ref: at(1) },
    };
    expect(formRefusalMessage(errors)).toBe('Add at least one item. 2 other fields also need correcting.');
  });
});
