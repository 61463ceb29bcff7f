import { ATHLETES, type AthleteSlug } from '@shared/constants';
import { ART } from '../art';

export interface Product {
  title: string;
  text: string;
  image: string;
  imageAlt: string;
}

/** What the athletes page and an athlete's own page say about him, and the look of his crest. */
export interface AthleteProfile {
  slug: AthleteSlug;
  name: string;
  sport: string;
  number: string;
  /** The crest's field colours (the jersey's), and the line under his name. */
  colors: { from: string; to: string };
  tagline: string;
  intro: string[];
  heroImage: string;
  heroAlt: string;
  products: readonly [Product, Product, Product];
}

const base = (slug: AthleteSlug) => ATHLETES.find((a) => a.slug === slug) ?? ATHLETES[0];

export const ATHLETE_PROFILES: Record<AthleteSlug, AthleteProfile> = {
  'michael-jordan': {
    ...base('michael-jordan'),
    number: '23',
    colors: { from: '#b5121b', to: '#3a0609' },
    tagline: 'The most collected, and most forged, autograph in basketball.',
    intro: [
      'A Michael Jordan signature can be worth more than the jersey it is on, which is why it is also the most imitated autograph in the sport. We have studied it from the rookie years through the retirement tours: how the letter forms changed, which pens he used at which events, and how a genuine signature flows at speed.',
      'Every Jordan item is examined by two specialists who compare it with our library of verified exemplars from the same period and on the same kind of surface.',
    ],
    heroImage: ART.jerseyBasketball,
    heroAlt: 'A signed red number 23 basketball jersey',
    products: [
      { title: 'Signed jerseys', text: 'Home, road and practice jerseys, framed or loose, signed on the number or the shoulder.', image: ART.jerseyBasketball, imageAlt: 'Signed red number 23 jersey' },
      { title: 'Signed basketballs', text: 'Official game balls and replicas, where ink on leather or composite ages in its own way.', image: ART.basketball, imageAlt: 'Signed basketball' },
      { title: 'Signed photos & cards', text: '8x10 and 16x20 photos, trading cards and magazine covers, including slabbed cards.', image: ART.signedPhoto, imageAlt: 'Signed framed arena photo' },
    ],
  },
  'tom-brady': {
    ...base('tom-brady'),
    number: '12',
    colors: { from: '#0f2347', to: '#050b18' },
    tagline: 'Twenty-three seasons of signatures, from rookie cards to championship balls.',
    intro: [
      'Tom Brady signed for more than two decades, and his autograph changed with the years: the fuller early signature of the first championships became a faster, more compact one later on. We know each version and what a genuine example looks like on leather, jersey mesh, helmet shells and glossy photo paper.',
      'Footballs and helmets are examined in hand under magnification and ultraviolet light, because paint pens and sharpies on these surfaces show their age in telling ways.',
    ],
    heroImage: ART.football,
    heroAlt: 'A signed leather football',
    products: [
      { title: 'Signed footballs', text: 'Official and replica balls, signed on the panel or across the laces.', image: ART.football, imageAlt: 'Signed football' },
      { title: 'Signed jerseys', text: 'Home and road jerseys, signed on the number or the nameplate.', image: ART.jerseyFootball, imageAlt: 'Signed navy number 12 jersey' },
      { title: 'Signed cards', text: 'Rookie cards, inserts and autographed cards, loose or in a graded slab.', image: ART.cardSlab, imageAlt: 'Signed card in a clear slab' },
    ],
  },
  'wayne-gretzky': {
    ...base('wayne-gretzky'),
    number: '99',
    colors: { from: '#1f4aa8', to: '#0a1a40' },
    tagline: "The Great One's autograph, on every piece of hockey gear.",
    intro: [
      'Wayne Gretzky has signed more memorabilia than almost any athlete alive, and his autograph is remarkably consistent, which makes the small differences of a forgery all the more important. We examine the rhythm of the strokes, the pressure and the placement he favoured on each kind of item.',
      'Pucks, stick blades and sweaters each hold ink differently. Our hockey specialists check that the signature has aged as it should on that material.',
    ],
    heroImage: ART.jerseyHockey,
    heroAlt: 'A signed blue number 99 hockey sweater',
    products: [
      { title: 'Signed pucks', text: 'Official game pucks and souvenir pucks, signed in silver or black ink.', image: ART.hockeyPuck, imageAlt: 'Signed hockey puck' },
      { title: 'Signed sticks', text: 'Game-model and replica sticks, signed on the blade or the shaft.', image: ART.hockeyStick, imageAlt: 'Hockey stick with a signed blade' },
      { title: 'Signed sweaters', text: 'Home and away sweaters from every stage of his career, framed or loose.', image: ART.jerseyHockey, imageAlt: 'Signed blue number 99 sweater' },
    ],
  },
};

export const ATHLETE_ORDER: readonly AthleteSlug[] = ['michael-jordan', 'tom-brady', 'wayne-gretzky'];
