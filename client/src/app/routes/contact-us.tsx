import { ContactScreen } from '@/features/marketing/components/contact-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /contact-us, with #shipping-address (the footer's 'Shipping Options'). */
export function ContactUsPage() {
  useDocumentTitle('Contact Us');
  return <ContactScreen />;
}
