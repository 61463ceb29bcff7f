import { HomeScreen } from '@/features/marketing/components/home-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Home (/): the marketing home page; About is its #about section. */
export function HomePage() {
  useDocumentTitle('Signed Sports Memorabilia Authentication');
  return <HomeScreen />;
}
