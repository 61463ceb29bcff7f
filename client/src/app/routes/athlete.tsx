import type { AthleteSlug } from '@shared/constants';
import { AthleteScreen } from '@/features/marketing/components/athlete-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';

const TITLES: Record<AthleteSlug, string> = {
  'michael-jordan': 'Michael Jordan Autograph Authentication',
  'tom-brady': 'Tom Brady Autograph Authentication',
  'wayne-gretzky': 'Wayne Gretzky Autograph Authentication',
};

function AthletePage({ slug }: { slug: AthleteSlug }) {
  useDocumentTitle(TITLES[slug]);
  return <AthleteScreen slug={slug} />;
}

// One route per athlete (the route table lists fixed paths), sharing one page.
export const MichaelJordanPage = () => <AthletePage slug="michael-jordan" />;
export const TomBradyPage = () => <AthletePage slug="tom-brady" />;
export const WayneGretzkyPage = () => <AthletePage slug="wayne-gretzky" />;
