import { useOutletContext } from 'react-router';
import type { User } from '@shared/schemas/auth';

export interface AccountContext {
  user: User;
}

/** The signed-in customer, handed down by the /account layout to its screens. */
export function useAccountUser(): User {
  const context = useOutletContext<AccountContext | undefined>();
  if (!context) throw new Error('useAccountUser must be used inside the /account layout');
  return context.user;
}
