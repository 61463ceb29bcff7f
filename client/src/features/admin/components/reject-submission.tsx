import { useState } from 'react';
import { canReject } from '@shared/lifecycle';
import { type AdminSubmissionDetails, rejectSubmissionSchema } from '@shared/schemas/admin';
import { toast } from '@/components/ui/use-toast';
import { useRejectSubmission } from '../api/reject-submission';
import { rejectionRefundNotice } from '../lib/rejection-refund';
import { ReasonDialog } from './reason-dialog';

const reasonSchema = rejectSubmissionSchema.pick({ reason: true });

/**
 * Rejecting a submission that cannot be authenticated (never received, not eligible): offered only
 * where the lifecycle table allows it (pending or processing), it asks for the reason the customer
 * will read, then for a confirmation: a rejected submission moves no more. `onDone` gets the new copy.
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
      words={{
        open: 'Reject submission',
        label: 'Reason for rejecting',
        hint: 'The customer reads it on their submission page and in the e-mail they receive.',
        submit: 'Reject',
        question: `Reject ${submission.orderNumber}? A rejected submission cannot be reopened.`,
        confirm: 'Yes, reject it',
        busy: 'Rejecting...',
        failed: 'Reject failed',
      }}
      onConfirm={async (reason) => {
        const { refund, ...details } = await reject.mutateAsync({ id: submission.id, reason, version: submission.version });
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
