/**
 * URLs of the generated illustrations (scripts/art/generate.ts). Vite gives each a hashed file name,
 * cached for a year; nothing is inlined into the JavaScript.
 */
import basketball from './basketball.svg';
import cardSlab from './card-slab.svg';
import football from './football.svg';
import hockeyPuck from './hockey-puck.svg';
import hockeyStick from './hockey-stick.svg';
import jerseyBasketball from './jersey-basketball.svg';
import jerseyFootball from './jersey-football.svg';
import jerseyHockey from './jersey-hockey.svg';
import letter from './letter.svg';
import phone from './phone.svg';
import signedPhoto from './signed-photo.svg';
import slideBasketball from './slide-basketball.svg';
import slideFootball from './slide-football.svg';
import slideGeneral from './slide-general.svg';
import slideHockey from './slide-hockey.svg';
import slideSlab from './slide-slab.svg';

export const ART = {
  basketball,
  cardSlab,
  football,
  hockeyPuck,
  hockeyStick,
  jerseyBasketball,
  jerseyFootball,
  jerseyHockey,
  letter,
  phone,
  signedPhoto,
} as const;

export const SLIDE_ART = {
  general: slideGeneral,
  basketball: slideBasketball,
  football: slideFootball,
  hockey: slideHockey,
  slab: slideSlab,
} as const;

export type ArtName = keyof typeof ART;
