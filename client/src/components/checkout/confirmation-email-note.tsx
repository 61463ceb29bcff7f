import type { CreatedSubmission } from '@shared/schemas/submission';

/**
 * The sentence about the confirmation e-mail, as the server says it went: "sent" only when one was
 * (an account with e-mail updates off gets none, and is told where the order can be followed instead).
 */
export function ConfirmationEmailNote({ submission }: { submission: Pick<CreatedSubmission, 'email' | 'confirmationEmailSent'> }) {
  if (submission.confirmationEmailSent) {
    return (
      <>
        A confirmation has been sent to <strong>{submission.email}</strong>.
      </>
    );
  }
  return <>No confirmation e-mail was sent, as e-mail updates are off in your account settings: follow this order under My Submissions.</>;
}
