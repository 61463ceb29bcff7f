import { useState } from 'react';
import { z } from 'zod';
import { canReject } from '@shared/lifecycle';
import { REJECTION_KIND_WORDS, REJECTION_KINDS, type RejectionKind, rejectionSummary } from '@shared/rejection';
import { type AdminSubmissionDetails, rejectSubmissionSchema } from '@shared/schemas/admin';
import { toast } from '@/components/ui/use-toast';
import { useRejectSubmission } from '../api/reject-submission';
import { rejectionRefundNotice } from '../lib/rejection-refund';
import { ReasonDialog } from './reason-dialog';

// The server's rules for the kind and the message; the dialog's text field is the message.
const reasonSchema = z.object({ kind: rejectSubmissionSchema.shape.kind, reason: rejectSubmissionSchema.shape.message.unwrap() });
const KIND_OPTIONS = REJECTION_KINDS.map((kind) => ({ value: kind, label: REJECTION_KIND_WORDS[kind].label, hint: REJECTION_KIND_WORDS[kind].hint }));
const isKind = (kind: string | undefined): kind is RejectionKind => (REJECTION_KINDS as readonly (string | undefined)[]).includes(kind);

/**
 * Rejecting a submission: offered only where the lifecycle table allows it (pending or processing), it
 * asks why (a kind, which the customer reads in their own terms with whether the items were examined)
 * and for an optional message the customer reads too, then for a confirmation that quotes what the
 * customer will read: a rejected submission moves no more. `onDone` gets the new copy.
 * What the customer paid is refunded with it; a refund that did not go through stays said here.
 */
export function RejectSubmission({ submission, onDone }: { submission: AdminSubmissionDetails; onDone: (details: AdminSubmissionDetails) => void }) {
  const reject = useRejectSubmission();
  const [notice, setNotice] = useState<ReturnType<typeof rejectionRefundNotice> | null>(null);
  if (notice?.problem) {
    return (
      <p role="alert" className="rounded-lg border border-status-rejected/30 bg-red-50/50 p-3.5 text-sm font-medium text-status-rejected">
        Rejected. {notice.text}
      </p>
    );
  }
  if (!canReject(submission.status, submission.serviceType)) return null;
  return (
    <ReasonDialog
      schema={reasonSchema}
      maxLength={2000}
      choice={{ legend: 'Why is it rejected? (the customer reads it in their own words)', options: KIND_OPTIONS }}
      reasonField="message"
      words={{
        open: 'Reject submission',
        label: 'Message with the rejection (optional; the customer reads this)',
        hint: 'Word for word, under the reason, on their submission page, in the e-mail they receive and on their PDF.',
        submit: 'Reject',
        question: (kind) =>
          `Reject ${submission.orderNumber}? The customer will read: "${isKind(kind) ? rejectionSummary(kind, submission.quantity) : ''}" A rejected submission cannot be reopened.`,
        confirm: 'Yes, reject it',
        busy: 'Rejecting...',
        failed: 'Reject failed',
      }}
      onConfirm={async (message, kind) => {
        if (!isKind(kind)) return;
        const { refund, ...details } = await reject.mutateAsync({ id: submission.id, kind, ...(message ? { message } : {}), version: submission.version });
        const said = rejectionRefundNotice(refund);
        toast({
          variant: said?.problem ? 'destructive' : undefined,
          title: 'Submission rejected',
          description: `The customer has been told why (order ${submission.orderNumber}).${said ? ` ${said.text}` : ''}`,
        });
        setNotice(said);
        onDone(details);
      }}
    />
  );
}
