import { ClaimConfirm } from '@/features/account/components/claim-confirm';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/claim#token=… (older links: ?token=…): the link of the claim e-mail (signed out, the account screen asks to sign in first). */
export function AccountClaimPage() {
  useDocumentTitle('Add Your Earlier Orders');
  return (
    <div className="grid gap-6">
      <ScreenHeading title="Add Your Earlier Orders" description="Orders placed under your e-mail address before you had an account." />
      <ClaimConfirm />
    </div>
  );
}
