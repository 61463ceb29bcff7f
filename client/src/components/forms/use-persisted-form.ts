import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { forgetPhotosInFlight } from '@/components/uploads/photo-memory';

const PREFIX = 'goat:form:';
// Never kept: the answer to "Submit again?" belongs to one press of the button. (No checkout form
// holds a card number or CVV: those live in the card form's own fields, outside these forms.)
const NOT_KEPT = ['confirmDuplicate'];

const read = (key: string): FieldValues | null => {
  try {
    const raw = window.sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as FieldValues) : null;
  } catch {
    // Storage refused (some private modes) or a damaged entry: start from an empty form.
    return null;
  }
};

const write = (key: string, values: FieldValues) => {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !NOT_KEPT.includes(name)));
  try {
    window.sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Full or refused: the form works as before, it is only not kept across a reload.
  }
};

/** The order is placed: nothing of that form is kept any longer (nor the photos it was waiting for). */
export function forgetPersistedForm(key: string): void {
  try {
    window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Storage refused: nothing was kept.
  }
  forgetPhotosInFlight();
}

/**
 * Keeps a checkout form's values in this tab's sessionStorage until the order is placed (forgetPersistedForm),
 * so a reload or a return to the page finds every field, and every photo: photos are uploaded as soon
 * as they are picked, so the form holds their URLs, a few bytes each, never the images. Read once
 * the page has hydrated (the prerendered HTML is the empty form), before the checkout's own effects
 * (a child's run first), so a checkout that goes on to the step the address names finds the values.
 */
export function usePersistedForm<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>, key: string): void {
  const { reset, getValues, watch } = form;
  useEffect(() => {
    const saved = read(key);
    if (saved) {
      reset({ ...getValues(), ...saved } as T);
    }
    const subscription = watch((values) => write(key, values as FieldValues));
    return () => subscription.unsubscribe();
  }, [key, reset, getValues, watch]);
}
