import { LogOut } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useLogout } from '../api/logout';

/** Ends the session on the server, forgets the cached user and confirms with a toast. */
export function LogoutButton({ className, variant = 'outline', onLoggedOut }: Pick<ButtonProps, 'className' | 'variant'> & { onLoggedOut?: () => void }) {
  const logout = useLogout();
  const onClick = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Logged out', description: 'You have been signed out of your account.' });
        onLoggedOut?.();
      },
      onError: (error) => toast({ variant: 'destructive', title: 'Logout failed', description: error.message }),
    });
  return (
    <Button variant={variant} className={className} onClick={onClick} disabled={logout.isPending}>
      <LogOut aria-hidden="true" />
      {logout.isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
