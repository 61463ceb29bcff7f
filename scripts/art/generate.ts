/**
 * Writes the site's illustrations to client/src/features/marketing/art/*.svg. The output is
 * committed; run again after changing a drawing:  node --import tsx scripts/art/generate.ts
 *
 * Every object is drawn in the same "display case" light (from the upper left, a soft floor shadow,
 * the G.O.A.T. hologram on the item), so slides, grids and athlete pages look like one photo shoot.
 */
import fs from 'node:fs';
import path from 'node:path';
import { basketball, football, hockeyPuck, hockeyStick } from './equipment.ts';
import { basketballJersey, sleevedJersey, type Art } from './garments.ts';
import { cardInSlab, letter, phone, signedPhoto } from './paper.ts';
import { r1, svgDocument } from './shapes.ts';

const outDir = path.resolve(import.meta.dirname, '../../client/src/features/marketing/art');

const jordanJersey = () => basketballJersey({ number: '23', color: '#b5121b', trim: '#0e0e10', piping: '#f4f1ea', numberFill: '#f7f5ef', numberOutline: '#0e0e10', seed: 23 });
const bradyJersey = () =>
  sleevedJersey({ id: 'fj', number: '12', color: '#0f2347', stripe: '#b11f2d', stripe2: '#f4f1ea', numberFill: '#f7f5ef', numberOutline: '#b11f2d', ink: '#dfe5ee', seed: 12 });
const gretzkyJersey = () =>
  sleevedJersey({ id: 'hj', number: '99', color: '#1f4aa8', stripe: '#f08a24', stripe2: '#f4f1ea', numberFill: '#f7f5ef', numberOutline: '#f08a24', ink: '#0c1020', seed: 99, hockey: true });

interface Placed {
  art: Art;
  x: number;
  y: number;
  scale: number;
  rotate?: number;
}

function compose(width: number, height: number, items: Placed[]): string {
  const defs = items.map((i) => i.art.defs).join('');
  const body = items
    .map((i) => `<g transform="translate(${r1(i.x)} ${r1(i.y)}) scale(${i.scale})${i.rotate ? ` rotate(${i.rotate})` : ''}">${i.art.body}</g>`)
    .join('');
  return svgDocument(width, height, body, defs);
}

/** One object centred in a square, for the item grids. */
function single(art: Art, boxW: number, boxH: number, size = 400, pad = 34): string {
  const scale = Math.min((size - pad * 2) / boxW, (size - pad * 2) / boxH);
  return compose(size, size, [{ art, x: (size - boxW * scale) / 2, y: (size - boxH * scale) / 2, scale: r1(scale * 100) / 100 }]);
}

const files: Record<string, string> = {
  // Grid items.
  'jersey-basketball.svg': single(jordanJersey(), 300, 390),
  'jersey-football.svg': single(bradyJersey(), 380, 390),
  'jersey-hockey.svg': single(gretzkyJersey(), 380, 390),
  'basketball.svg': single(basketball(7), 300, 300),
  'football.svg': single(football(5), 340, 260),
  'hockey-puck.svg': single(hockeyPuck(3), 300, 240),
  'hockey-stick.svg': single(hockeyStick(9), 300, 360),
  'card-slab.svg': single(cardInSlab(4, { number: '23', from: '#3b1f6e', to: '#0f2347', subject: 'basketball' }), 240, 340),
  'signed-photo.svg': single(signedPhoto(6), 280, 340),
  'letter.svg': single(letter(), 300, 360),
  'phone.svg': single(phone(jordanJersey()), 200, 370),
  // Hero slides: two or three objects in one case.
  'slide-general.svg': compose(640, 520, [
    { art: jordanJersey(), x: 60, y: 40, scale: 1.05, rotate: -4 },
    { art: letter(), x: 300, y: 130, scale: 1, rotate: 5 },
  ]),
  'slide-basketball.svg': compose(640, 520, [
    { art: jordanJersey(), x: 150, y: 18, scale: 1.22 },
    { art: basketball(8), x: 380, y: 280, scale: 0.74 },
  ]),
  'slide-football.svg': compose(640, 520, [
    { art: bradyJersey(), x: 136, y: 34, scale: 0.98 },
    { art: football(2), x: 260, y: 296, scale: 0.95 },
  ]),
  'slide-hockey.svg': compose(640, 520, [
    { art: hockeyStick(10), x: 262, y: 84, scale: 1.02 },
    { art: gretzkyJersey(), x: 24, y: 30, scale: 0.98 },
    { art: hockeyPuck(4), x: 368, y: 330, scale: 0.68 },
  ]),
  'slide-slab.svg': compose(640, 520, [
    { art: cardInSlab(5, { number: '99', from: '#0f3d7a', to: '#0b1222', subject: 'puck' }), x: 110, y: 110, scale: 1.05, rotate: -9 },
    { art: cardInSlab(4, { number: '12', from: '#5b1020', to: '#1a0b12', subject: 'football' }), x: 300, y: 70, scale: 1.2, rotate: 6 },
  ]),
};

fs.mkdirSync(outDir, { recursive: true });
for (const [name, svg] of Object.entries(files)) {
  fs.writeFileSync(path.join(outDir, name), svg);
  console.log(`${name.padEnd(24)} ${(svg.length / 1024).toFixed(1)} KB`);
}
