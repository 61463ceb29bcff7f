import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useLinkToken } from '@/hooks/use-link-token';
import { ApiError } from '@/lib/api-client';
import { useConfirmClaim } from '../api/confirm-claim';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string; signIn: boolean };

/**
 * /account/claim#token=… (older links: ?token=…): the page the claim e-mail opens. It spends the link once (a second
 * render or React's development double effect must not send it twice: the second would be refused).
 */
export function ClaimConfirm() {
  const token = useLinkToken();
  const confirm = useConfirmClaim();
  const sent = useRef<string | null>(null);
  const [state, setState] = useState<State>({ kind: 'working' });

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm.mutateAsync({ token }).then(
      (result) => setState({ kind: 'done', message: result.message }),
      (error: unknown) => {
        const apiError = error instanceof ApiError ? error : null;
        setState({
          kind: 'failed',
          signIn: apiError?.status === 401,
          message:
            apiError?.status === 401
              ? 'Please sign in to the account this link was sent to, then open the link again.'
              : (apiError?.message ?? 'Something went wrong. Please try again.'),
        });
      },
    );
  }, [token, confirm]);

  if (!token) {
    return <Outcome ok={false} message="This link is incomplete. Open the link from the e-mail again, or ask for a new one from your dashboard." />;
  }
  if (state.kind === 'working') {
    return (
      <p role="status" className="text-sm text-slate-600">
        Adding your orders to your account...
      </p>
    );
  }
  return <Outcome ok={state.kind === 'done'} message={state.message} signIn={state.kind === 'failed' && state.signIn} />;
}

function Outcome({ ok, message, signIn = false }: { ok: boolean; message: string; signIn?: boolean }) {
  const Icon = ok ? CheckCircle2 : AlertCircle;
  return (
    <div role={ok ? 'status' : 'alert'} className="grid max-w-xl gap-4">
      <p
        className={
          ok
            ? 'flex items-start gap-3 rounded-md border border-status-completed/30 bg-green-50 p-4 text-sm text-ink-900'
            : 'flex items-start gap-3 rounded-md border border-status-rejected/25 bg-red-50 p-4 text-sm font-medium text-status-rejected'
        }
      >
        <Icon className={`mt-0.5 size-5 shrink-0 ${ok ? 'text-status-completed' : ''}`} aria-hidden="true" />
        {message}
      </p>
      <div>
        <Button asChild variant={ok ? 'gold' : 'outline'}>
          {signIn ? <Link to="/account">Sign In</Link> : <Link to="/account/submissions">Go to My Submissions</Link>}
        </Button>
      </div>
    </div>
  );
}
