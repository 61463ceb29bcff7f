import { SLIDE_ART } from '../art';

/** A hero slide (docs/product.md, Records): id, title, subtitle, buttonText, buttonLink, plus its artwork. */
export interface CarouselSlide {
  id: keyof typeof SLIDE_ART;
  /** A short label shown on the artwork. */
  tag: string;
  title: string;
  subtitle: string;
  buttonText: string;
  buttonLink: string;
  image: string;
  imageAlt: string;
}

export const CAROUSEL_INTERVAL_MS = 6000;

export const SLIDES: readonly CarouselSlide[] = [
  {
    id: 'general',
    tag: 'Letter of Authenticity',
    title: 'Authentication worthy of the greatest',
    subtitle:
      'Jerseys, balls, pucks, cards and photos signed by Michael Jordan, Tom Brady and Wayne Gretzky, examined by collectors who have handled them for decades.',
    buttonText: 'Get a Quick Opinion',
    buttonLink: '/quick-opinion',
    image: SLIDE_ART.general,
    imageAlt: 'A signed number 23 basketball jersey beside a G.O.A.T. letter of authenticity with its gold seal',
  },
  {
    id: 'basketball',
    tag: 'Basketball · Michael Jordan',
    title: 'Every Jordan signature, stroke by stroke',
    subtitle:
      'Game jerseys, basketballs, photos and cards compared against decades of verified Michael Jordan exemplars.',
    buttonText: 'Authenticate a Jordan item',
    buttonLink: '/michael-jordan',
    image: SLIDE_ART.basketball,
    imageAlt: 'A signed red number 23 basketball jersey and a signed basketball, each with a G.O.A.T. hologram',
  },
  {
    id: 'football',
    tag: 'Football · Tom Brady',
    title: 'Tom Brady autographs, from rookie cards to game balls',
    subtitle: 'Footballs, jerseys, helmets and photos from every era of a 23-season career, checked by football specialists.',
    buttonText: 'Authenticate a Brady item',
    buttonLink: '/tom-brady',
    image: SLIDE_ART.football,
    imageAlt: 'A signed navy number 12 football jersey and a signed football',
  },
  {
    id: 'hockey',
    tag: 'Hockey · Wayne Gretzky',
    title: "The Great One's signature, verified",
    subtitle: 'Pucks, sticks, sweaters and photos signed by Wayne Gretzky, examined in hand by our hockey authenticators.',
    buttonText: 'Authenticate a Gretzky item',
    buttonLink: '/wayne-gretzky',
    image: SLIDE_ART.hockey,
    imageAlt: 'A signed blue number 99 hockey sweater with a signed stick blade and a signed puck',
  },
  {
    id: 'slab',
    tag: 'Coming soon',
    title: 'G.O.A.T. x DGA Encapsulation',
    subtitle: 'Tamper-evident slabs for authenticated cards and flat items, sealed with our grading partner DGA.',
    buttonText: 'See what is coming',
    buttonLink: '/slab-service',
    image: SLIDE_ART.slab,
    imageAlt: 'Two signed trading cards sealed in clear graded slabs with G.O.A.T. labels',
  },
];
