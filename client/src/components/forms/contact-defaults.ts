import { fullName } from '@shared/format';
import type { User } from '@shared/schemas/auth';

/** The contact fields a signed-in user starts with (empty for a visitor). */
export const contactOf = (user: User | null) => ({
  email: user?.email ?? '',
  fullName: user ? fullName(user) : '',
});

/** An empty phone and return address, shipped back by standard return shipping to the USA. */
export const emptyReturnShipping = () => ({
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: 'USA' as const,
  shippingMethod: 'standard' as const,
});
