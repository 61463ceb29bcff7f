import { useId } from 'react';
import { Inbox } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useRequestClaim } from '../api/request-claim';

/**
 * Orders placed before the customer had an account (same e-mail, no account) are never attached
 * on sight of the address: this asks for a link sent to the account's inbox, which proves it.
 * Given the order a confirmation e-mail's link named, it speaks of that order.
 */
export function ClaimSubmissionsCard({ orderNumber = null }: { orderNumber?: string | null }) {
  const claim = useRequestClaim();
  const titleId = useId();
  const onClick = async () => {
    try {
      const { message } = await claim.mutateAsync();
      toast({ title: 'Check your e-mail', description: message });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Request failed', description: error instanceof Error ? error.message : 'Please try again.' });
    }
  };
  return (
    <Card className={orderNumber ? 'border-gold-500/60' : undefined}>
      <section aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId} className="text-xl">
            {orderNumber ? `Add order ${orderNumber} to your account` : 'Submitted before you had an account?'}
          </CardTitle>
          <CardDescription>
            {orderNumber
              ? `If you placed order ${orderNumber} without signing in, under this account's e-mail address, we can add it (and any other order placed that way) to My Submissions. We send a link to that address to confirm it is yours.`
              : "Orders placed without signing in, under your account's e-mail address, can be added to My Submissions. We send a link to that address to confirm it is yours."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant={orderNumber ? 'gold' : 'outline'} onClick={() => void onClick()} disabled={claim.isPending}>
            <Inbox aria-hidden="true" />
            {claim.isPending ? 'Sending...' : 'Find My Earlier Orders'}
          </Button>
        </CardContent>
      </section>
    </Card>
  );
}
