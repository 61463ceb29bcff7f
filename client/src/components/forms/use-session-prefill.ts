import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { User } from '@shared/schemas/auth';
import { useSession } from '@/api/auth/session';
import { contactOf } from './contact-defaults';

type ContactValues = ReturnType<typeof contactOf>;

/**
 * Fills a form's e-mail and full name from the signed-in user. The user may arrive after the first
 * render (prerendered pages hydrate as a visitor): only what the visitor has not typed is filled.
 * Returns the user, for forms that reset to their defaults later.
 */
export function useSessionPrefill<T extends FieldValues & ContactValues, C, O>(form: UseFormReturn<T, C, O>): User | null {
  const { user } = useSession();
  // The form's own type is wider than ContactValues; these two fields are all this hook touches.
  const { getValues, setValue } = form as unknown as UseFormReturn<ContactValues>;
  useEffect(() => {
    if (!user) return;
    const contact = contactOf(user);
    if (!getValues('email')) setValue('email', contact.email);
    if (!getValues('fullName')) setValue('fullName', contact.fullName);
  }, [user, getValues, setValue]);
  return user;
}
