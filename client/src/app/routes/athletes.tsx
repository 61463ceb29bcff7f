import { AthletesScreen } from '@/features/marketing/components/athletes-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /athletes, with an anchor per athlete (#michael-jordan, #tom-brady, #wayne-gretzky). */
export function AthletesPage() {
  useDocumentTitle('Athletes');
  return <AthletesScreen />;
}
