import { Mail, RotateCw } from 'lucide-react';
import { LoadError } from '@/components/submissions/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/submission-format';
import { useMailProblems, type MailProblem } from '../api/get-mail-problems';
import { useResendMail } from '../api/resend-mail';

function MailRow({ m }: { m: MailProblem }) {
  const resend = useResendMail();
  const send = () =>
    resend.mutate(m.id, {
      onSuccess: (r) => toast({ title: 'E-mail queued', description: r.message }),
      onError: (e) => toast({ variant: 'destructive', title: 'Could not resend', description: e.message }),
    });
  return (
    <li className="grid gap-2 px-6 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:px-8">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="font-semibold text-ink-900">{m.subject}</span>
        <span className="inline-flex w-fit items-center gap-1.5 break-all text-ink-900">
          <Mail className="size-3.5 shrink-0" aria-hidden="true" /> {m.recipient}
        </span>
        <span className="text-slate-600">
          Written {formatDateTime(m.createdAt)} · {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
          {m.failedAt ? '' : ` · next try ${formatDateTime(m.nextAttemptAt)}`}
        </span>
        {m.lastError ? <span className="break-words font-mono text-xs text-slate-500">{m.lastError}</span> : null}
      </div>
      <span className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Badge variant={m.failedAt ? 'rejected' : 'pending'}>{m.failedAt ? 'Given up' : 'Retrying'}</Badge>
        {/* Only one given up on: one retrying goes out on its own, and the server refuses it (409). */}
        {m.failedAt ? (
          <Button variant="outline" size="sm" onClick={send} disabled={resend.isPending}>
            <RotateCw aria-hidden="true" /> Resend
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/** E-mails the mail server has not taken: retrying on their own, or given up on and waiting for a resend. */
export function FailedEmails() {
  const query = useMailProblems();
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3 px-6 py-6 sm:px-8" role="status" aria-label="Loading failed e-mails">
        <Skeleton className="h-12" />
      </div>
    );
  } else if (!query.data) {
    body = <LoadError what="failed e-mails" message={query.error?.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.messages.length === 0) {
    body = <p className="px-6 py-8 text-sm text-slate-600 sm:px-8">None: every e-mail has gone out.</p>;
  } else {
    body = (
      <ul className="divide-y divide-ink-900/8">
        {query.data.messages.map((m) => (
          <MailRow key={m.id} m={m} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle className="text-xl">Failed e-mails</CardTitle>
        <CardDescription>E-mails the mail server has not accepted. Those retrying go out on their own; resend one given up on once the problem is fixed.</CardDescription>
      </CardHeader>
      <div className="border-t border-ink-900/8">{body}</div>
    </Card>
  );
}
