import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { MyCertificates } from '@/features/account/components/my-certificates';
import { ScreenHeading } from '@/features/account/components/screen-heading';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /account/certificates: the letters of authenticity this account holds now (decision 039). */
export function AccountCertificatesPage() {
  useDocumentTitle('My Certificates');
  return (
    <div className="grid gap-6">
      <ScreenHeading
        title="My Certificates"
        description="The letters of authenticity you hold: download them, and transfer one when you sell the item."
        action={
          <Link to="/account/certificates/receive" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Receive a certificate
          </Link>
        }
      />
      <MyCertificates />
    </div>
  );
}
