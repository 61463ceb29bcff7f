import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useRequestClaim } from '../api/request-claim';

/**
 * Orders placed before the customer had an account (same e-mail, no account) are never attached
 * on sight of the address: this asks for a link sent to the account's inbox, which proves it.
 */
export function ClaimSubmissionsCard() {
  const claim = useRequestClaim();
  const onClick = async () => {
    try {
      const { message } = await claim.mutateAsync();
      toast({ title: 'Check your e-mail', description: message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Request failed', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">Submitted before you had an account?</CardTitle>
        <CardDescription>
          Orders placed without signing in, under your account's e-mail address, can be added to My Submissions. We send a link to
          that address to confirm it is yours.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => void onClick()} disabled={claim.isPending}>
          <Inbox aria-hidden="true" />
          {claim.isPending ? 'Sending...' : 'Find My Earlier Orders'}
        </Button>
      </CardContent>
    </Card>
  );
}
