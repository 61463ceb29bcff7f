/**
 * Balls, puck and stick, each lit from the upper left, signed and carrying the hologram.
 * Coordinates: basketball and puck in a 300 x 300 box, football in 340 x 260, stick in 360 x 360.
 */
import type { Art } from './garments.ts';
import { floorShadow, hologram, signature } from './shapes.ts';

const pebble = (id: string, color: string, size = 5) =>
  `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 4}" fill="${color}"/></pattern>`;

export function basketball(seed: number): Art {
  const defs =
    '<radialGradient id="bb-fill" cx=".36" cy=".32" r=".75"><stop offset="0" stop-color="#f6a25a"/><stop offset=".45" stop-color="#d8661f"/><stop offset=".85" stop-color="#8f3a10"/><stop offset="1" stop-color="#5e2408"/></radialGradient>' +
    '<radialGradient id="bb-gloss" cx=".34" cy=".26" r=".32"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    pebble('bb-pebble', '#000') +
    '<clipPath id="bb-clip"><circle cx="150" cy="150" r="122"/></clipPath>';
  const seams = ['M150 28C118 100 118 200 150 272', 'M28 150C100 128 200 128 272 150', 'M72 52C118 106 118 194 72 248', 'M228 52C182 106 182 194 228 248'];
  const body = [
    floorShadow(150, 282, 118, 16),
    '<circle cx="150" cy="150" r="122" fill="url(#bb-fill)"/>',
    '<g clip-path="url(#bb-clip)"><rect width="300" height="300" fill="url(#bb-pebble)" opacity=".16"/>',
    `<g fill="none" stroke="#1b0d05" stroke-width="5" stroke-linecap="round">${seams.map((d) => `<path d="${d}"/>`).join('')}</g>`,
    '<circle cx="150" cy="150" r="122" fill="url(#bb-gloss)"/></g>',
    '<circle cx="150" cy="150" r="121" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>',
    signature(seed, { x: 82, y: 150, w: 150, h: 60, ink: '#141414', width: 3.4, rotate: -10 }),
    hologram(206, 226, 32, 18),
  ].join('');
  return { defs, body };
}

export function football(seed: number): Art {
  const defs =
    '<radialGradient id="fb-fill" cx=".38" cy=".3" r=".8"><stop offset="0" stop-color="#a35a2c"/><stop offset=".5" stop-color="#6e3516"/><stop offset="1" stop-color="#2f1407"/></radialGradient>' +
    pebble('fb-pebble', '#000', 4) +
    '<clipPath id="fb-clip"><ellipse cx="170" cy="130" rx="150" ry="86"/></clipPath>';
  const laces = Array.from({ length: 8 }, (_, i) => `<rect x="${118 + i * 14}" y="86" width="6" height="26" rx="2"/>`).join('');
  const body = [
    floorShadow(176, 236, 140, 15),
    '<g transform="rotate(-18 170 130)">',
    '<ellipse cx="170" cy="130" rx="150" ry="86" fill="url(#fb-fill)"/>',
    '<g clip-path="url(#fb-clip)"><rect width="340" height="260" fill="url(#fb-pebble)" opacity=".22"/>',
    '<path d="M22 130C80 82 260 82 318 130" fill="none" stroke="#1f0d04" stroke-width="3" stroke-opacity=".75"/>',
    '<path d="M22 130C80 178 260 178 318 130" fill="none" stroke="#1f0d04" stroke-width="2" stroke-opacity=".45"/>',
    '<ellipse cx="130" cy="78" rx="90" ry="22" fill="#fff" fill-opacity=".12"/></g>',
    '<rect x="112" y="96" width="116" height="6" rx="3" fill="#f4efe6"/>',
    `<g fill="#f4efe6">${laces}</g>`,
    '<ellipse cx="170" cy="130" rx="149" ry="85" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="2"/>',
    signature(seed, { x: 96, y: 118, w: 160, h: 56, ink: '#eef1f6', width: 3.2, rotate: 2 }),
    hologram(268, 150, 30, 8),
    '</g>',
  ].join('');
  return { defs, body };
}

export function hockeyPuck(seed: number): Art {
  const defs =
    '<linearGradient id="pk-side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2b2d33"/><stop offset=".35" stop-color="#0d0e11"/><stop offset="1" stop-color="#050506"/></linearGradient>' +
    '<radialGradient id="pk-top" cx=".38" cy=".35" r=".8"><stop offset="0" stop-color="#3a3d45"/><stop offset=".6" stop-color="#17181c"/><stop offset="1" stop-color="#0b0b0d"/></radialGradient>' +
    '<pattern id="pk-knurl" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 8L8 0M-2 2L2 -2M6 10L10 6M0 0L8 8" stroke="#fff" stroke-opacity=".14" stroke-width="1"/></pattern>';
  const side = 'M40 128V176A110 38 0 0 0 260 176V128A110 38 0 0 1 40 128Z';
  const body = [
    floorShadow(152, 222, 132, 20),
    `<path d="${side}" fill="url(#pk-side)"/>`,
    `<path d="M40 140V164A110 38 0 0 0 260 164V140A110 38 0 0 1 40 140Z" fill="url(#pk-knurl)"/>`,
    '<ellipse cx="150" cy="128" rx="110" ry="38" fill="url(#pk-top)"/>',
    '<ellipse cx="150" cy="128" rx="109" ry="37" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="1.6"/>',
    `<g transform="translate(150 128) scale(1 .36) translate(-150 -128)">${signature(seed, { x: 84, y: 92, w: 140, h: 64, ink: '#e9edf4', width: 4.6, rotate: -6 })}</g>`,
    hologram(220, 170, 26, 4),
  ].join('');
  return { defs, body };
}

export function hockeyStick(seed: number): Art {
  const defs =
    '<linearGradient id="st-shaft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#3b3f49"/><stop offset=".4" stop-color="#15171c"/><stop offset="1" stop-color="#060709"/></linearGradient>' +
    '<linearGradient id="st-tape" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfaf6"/><stop offset="1" stop-color="#cfcbc1"/></linearGradient>' +
    '<pattern id="st-wrap" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0V10" stroke="#000" stroke-opacity=".12" stroke-width="1.4"/></pattern>';
  const blade = 'M150 268C128 296 74 318 22 320C8 321 6 344 20 352C86 364 166 348 194 304Z';
  const body = [
    floorShadow(130, 352, 130, 12),
    '<g transform="rotate(30 172 292)">',
    '<rect x="158" y="-30" width="30" height="326" rx="5" fill="url(#st-shaft)"/>',
    '<rect x="158" y="30" width="30" height="44" fill="#cfab57"/><rect x="158" y="37" width="30" height="4" fill="#0b1222"/><rect x="158" y="63" width="30" height="4" fill="#0b1222"/>',
    '<rect x="160" y="-30" width="7" height="326" fill="#fff" fill-opacity=".12"/>',
    '</g>',
    `<path d="${blade}" fill="url(#st-tape)"/><path d="${blade}" fill="url(#st-wrap)"/>`,
    `<path d="${blade}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="1.5"/>`,
    signature(seed, { x: 36, y: 296, w: 130, h: 48, ink: '#111318', width: 2.8, rotate: -12 }),
    hologram(176, 290, 24, -34),
  ].join('');
  return { defs, body };
}
