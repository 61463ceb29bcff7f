import { ATHLETES, type AthleteSlug } from '@shared/constants';
import { PagePlaceholder } from '@/components/layout/page-placeholder';

function AthletePage({ slug }: { slug: AthleteSlug }) {
  const athlete = ATHLETES.find((a) => a.slug === slug) ?? ATHLETES[0];
  return (
    <PagePlaceholder
      eyebrow={`${athlete.sport} authentication`}
      title={athlete.name}
      lead={`Authentication of signed ${athlete.name} memorabilia by specialists in his signature.`}
    />
  );
}

// One route per athlete (the route table lists fixed paths), sharing one page.
export const MichaelJordanPage = () => <AthletePage slug="michael-jordan" />;
export const TomBradyPage = () => <AthletePage slug="tom-brady" />;
export const WayneGretzkyPage = () => <AthletePage slug="wayne-gretzky" />;
