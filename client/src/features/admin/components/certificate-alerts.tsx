import { z } from 'zod';
import { CERTIFICATE_ALERT_REASON_LABELS, certificateAlertClearSchema } from '@shared/schemas/certificate-alerts';
import { LoadError } from '@/components/submissions/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/lib/submission-format';
import { useClearCertificateAlert } from '../api/clear-certificate-alert';
import { useCertificateAlerts, type CertificateAlert } from '../api/get-certificate-alerts';
import { ReasonDialog } from './reason-dialog';

// The dialog's field is "reason"; the server's rule for it is the clear note's.
const clearNoteForm = z.object({ reason: certificateAlertClearSchema.shape.note });

function ClearAlert({ certificateNumber }: { certificateNumber: string }) {
  const clear = useClearCertificateAlert();
  return (
    <ReasonDialog
      schema={clearNoteForm}
      reasonField="note"
      words={{
        open: 'Clear',
        label: 'Why it is safe to clear (kept with the alert)',
        hint: 'For instance: the holder confirmed they still hold the item. Verification stops showing the caution.',
        submit: 'Clear',
        question: `Clear the alert of ${certificateNumber}? Its lookups so far will not raise it again.`,
        confirm: 'Yes, clear it',
        busy: 'Clearing...',
        failed: 'Clear failed',
      }}
      onConfirm={async (note) => {
        await clear.mutateAsync({ certificateNumber, note });
        toast({ title: 'Alert cleared', description: `Certificate ${certificateNumber} is no longer flagged.` });
      }}
    />
  );
}

function AlertRow({ a }: { a: CertificateAlert }) {
  return (
    <li className="grid gap-2 px-6 py-4 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6 sm:px-8">
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="font-mono font-semibold tracking-wider text-ink-900">{a.certificateNumber}</span>
        <span className="text-ink-900">{CERTIFICATE_ALERT_REASON_LABELS[a.reason]}</span>
        <span className="text-slate-600">
          {a.mismatches} {a.mismatches === 1 ? 'lookup' : 'lookups'} with other names from {a.places} {a.places === 1 ? 'place' : 'places'} · matched from {a.matchedPlaces}{' '}
          {a.matchedPlaces === 1 ? 'place' : 'places'}
        </span>
        <span className="text-slate-600">
          Seen {formatDateTime(a.firstSeen)} to {formatDateTime(a.lastSeen)} · flagged {formatDateTime(a.flaggedAt)}
          {a.holderNotifiedAt ? ' · holder e-mailed' : ''}
        </span>
        {a.clearedAt ? (
          <span className="break-words text-slate-600">
            Cleared {formatDateTime(a.clearedAt)}
            {a.clearedBy ? ` by ${a.clearedBy}` : ''}: {a.clearNote}
          </span>
        ) : null}
      </div>
      <span className="flex flex-wrap items-center gap-2 sm:justify-end">
        <Badge variant={a.clearedAt ? 'neutral' : 'rejected'}>{a.clearedAt ? 'Cleared' : 'Open'}</Badge>
        {a.clearedAt ? null : <ClearAlert certificateNumber={a.certificateNumber} />}
      </span>
    </li>
  );
}

/** The clone alarm's alerts (decision 041): certificates looked up in a way that suggests a copied letter. */
export function CertificateAlerts() {
  const query = useCertificateAlerts();
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3 px-6 py-6 sm:px-8" role="status" aria-label="Loading certificate alerts">
        <Skeleton className="h-12" />
      </div>
    );
  } else if (!query.data) {
    body = <LoadError what="certificate alerts" message={query.error?.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <p className="px-6 py-8 text-sm text-slate-600 sm:px-8">None: no certificate has been looked up suspiciously.</p>;
  } else {
    body = (
      <ul className="divide-y divide-ink-900/8">
        {query.data.map((a) => (
          <AlertRow key={`${a.certificateNumber}-${a.flaggedAt}`} a={a} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle className="text-xl">Certificate alerts</CardTitle>
        <CardDescription>
          Numbers looked up with other names from several places, or matched from unusually many: perhaps a copied letter. The holder was e-mailed; clear an alert once you have checked.
        </CardDescription>
      </CardHeader>
      <div className="border-t border-ink-900/8">{body}</div>
    </Card>
  );
}
