/**
 * Flat objects: a trading card in a graded slab, a framed signed photo, the letter of authenticity
 * and a phone showing a Quick Opinion. Boxes: slab 240 x 340, photo 280 x 340, letter 300 x 360,
 * phone 200 x 360.
 */
import type { Art } from './garments.ts';
import { floorShadow, hologram, jerseyNumber, r1, signature } from './shapes.ts';

/** Grey bars standing in for printed lines of text. */
const lines = (x: number, y: number, widths: number[], gap: number, color: string, h = 4) =>
  widths.map((w, i) => `<rect x="${x}" y="${r1(y + i * gap)}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`).join('');

/** The brand shield (as in the logo), for labels and letterheads. */
export const shield = (x: number, y: number, s: number, fill = 'url(#foil)') =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M32 2 60 11v23c0 18-12.5 30.5-28 36C16.5 64.5 4 52 4 34V11Z" fill="${fill}"/>`;

const SUBJECTS = {
  basketball:
    '<circle cx="150" cy="214" r="34" fill="#d8661f"/><path d="M150 180C140 200 140 228 150 248M116 214C128 208 172 208 184 214M126 190C140 204 140 224 126 238M174 190C160 204 160 224 174 238" fill="none" stroke="#1b0d05" stroke-width="2.5"/>',
  football:
    '<ellipse cx="148" cy="218" rx="40" ry="24" fill="#7a3b18" transform="rotate(-24 148 218)"/><path d="M130 214L162 200" stroke="#f4efe6" stroke-width="3"/><path d="M136 206l3 7M144 203l3 7M152 199l3 7" stroke="#f4efe6" stroke-width="2"/>',
  puck: '<ellipse cx="148" cy="230" rx="38" ry="12" fill="#050506"/><rect x="110" y="214" width="76" height="16" fill="#111216"/><ellipse cx="148" cy="214" rx="38" ry="12" fill="#2a2c32" stroke="#fff" stroke-opacity=".3"/>',
} as const;

export function cardInSlab(seed: number, o: { number: string; from: string; to: string; subject: keyof typeof SUBJECTS }): Art {
  const defs =
    `<linearGradient id="sl-card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient>` +
    '<linearGradient id="sl-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".34"/><stop offset=".3" stop-color="#fff" stop-opacity=".06"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset=".62" stop-color="#fff" stop-opacity=".14"/><stop offset="1" stop-color="#fff" stop-opacity=".02"/></linearGradient>' +
    '<radialGradient id="sl-spot" cx=".5" cy=".42" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
    '<clipPath id="sl-art"><rect x="46" y="96" width="148" height="176" rx="3"/></clipPath>';
  const body = [
    floorShadow(120, 332, 110, 10),
    '<rect x="10" y="4" width="220" height="322" rx="14" fill="#c9d3e6" fill-opacity=".16" stroke="#e7edf7" stroke-opacity=".75" stroke-width="2.5"/>',
    '<rect x="18" y="12" width="204" height="306" rx="9" fill="none" stroke="#fff" stroke-opacity=".25"/>',
    // The label: brand, description lines, grade.
    '<rect x="26" y="20" width="188" height="52" rx="4" fill="#0b1222"/><rect x="29" y="23" width="182" height="46" rx="3" fill="none" stroke="url(#foil)" stroke-width="1.4"/>',
    shield(36, 30, 0.44),
    lines(70, 32, [74, 96, 58], 11, '#cfab57', 3.2),
    '<rect x="170" y="28" width="36" height="36" rx="3" fill="url(#foil)"/>',
    jerseyNumber('10', { x: 175, y: 36, h: 20, fill: '#0b1222', outline: '#0b1222', outlineWidth: 0.5 }),
    // The card.
    '<rect x="38" y="88" width="164" height="218" rx="6" fill="#f4efe3"/>',
    '<rect x="46" y="96" width="148" height="176" rx="3" fill="url(#sl-card)"/>',
    '<rect x="46" y="96" width="148" height="176" rx="3" fill="url(#sl-spot)"/>',
    `<g clip-path="url(#sl-art)" opacity=".2">${jerseyNumber(o.number, { x: 62, y: 112, h: 116, fill: '#fff', outline: '#fff', outlineWidth: 0.5 })}</g>`,
    SUBJECTS[o.subject],
    '<rect x="46" y="278" width="148" height="20" rx="2" fill="#0b1222"/>',
    lines(54, 285, [70], 0, '#e2c67d', 3.4),
    signature(seed, { x: 56, y: 124, w: 124, h: 50, ink: '#1b2a8a', width: 2.6, rotate: -12 }),
    '<rect x="10" y="4" width="220" height="322" rx="14" fill="url(#sl-glass)"/>',
    hologram(198, 296, 24, 0),
  ].join('');
  return { defs, body };
}

export function signedPhoto(seed: number): Art {
  const defs =
    '<linearGradient id="ph-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0a1020"/><stop offset=".6" stop-color="#1d2c52"/><stop offset="1" stop-color="#39507f"/></linearGradient>' +
    '<linearGradient id="ph-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c48a4e"/><stop offset="1" stop-color="#7a4a22"/></linearGradient>' +
    '<radialGradient id="ph-light"><stop offset="0" stop-color="#fffbe8"/><stop offset=".25" stop-color="#fff2c0" stop-opacity=".7"/><stop offset="1" stop-color="#fff2c0" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="ph-frame" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c2f37"/><stop offset=".5" stop-color="#0d0e12"/><stop offset="1" stop-color="#1b1d22"/></linearGradient>' +
    '<clipPath id="ph-clip"><rect x="62" y="70" width="156" height="196"/></clipPath>';
  const lights = [80, 118, 162, 200].map((x) => `<circle cx="${x}" cy="94" r="26" fill="url(#ph-light)"/>`).join('');
  const body = [
    floorShadow(140, 334, 124, 10),
    '<rect x="12" y="6" width="256" height="320" rx="4" fill="url(#ph-frame)"/>',
    '<rect x="22" y="16" width="236" height="300" fill="none" stroke="url(#foil)" stroke-width="2"/>',
    '<rect x="28" y="22" width="224" height="288" fill="#efe9dc"/>',
    '<rect x="58" y="66" width="164" height="204" fill="#d9d1bf"/>',
    '<g clip-path="url(#ph-clip)"><rect x="62" y="70" width="156" height="196" fill="url(#ph-sky)"/>',
    lights,
    '<path d="M62 212L218 212L218 266L62 266Z" fill="url(#ph-floor)"/>',
    '<path d="M140 212L80 266M140 212L200 266M62 232H218" stroke="#fff" stroke-opacity=".35" stroke-width="1.4"/>',
    // Backboard and rim.
    '<rect x="114" y="128" width="52" height="34" fill="#fff" fill-opacity=".85"/><rect x="130" y="140" width="20" height="14" fill="none" stroke="#c0392b" stroke-width="2"/>',
    '<path d="M140 162V212" stroke="#9aa3b5" stroke-width="3"/><ellipse cx="140" cy="166" rx="12" ry="3" fill="none" stroke="#e0692a" stroke-width="2.5"/>',
    '<path d="M130 168L134 186L146 186L150 168" fill="none" stroke="#fff" stroke-opacity=".7"/>',
    '</g>',
    signature(seed, { x: 70, y: 190, w: 140, h: 52, ink: '#eef1f6', width: 2.8, rotate: -10 }),
    lines(94, 286, [92], 0, '#b9ad92', 3),
    hologram(226, 292, 24, 0),
  ].join('');
  return { defs, body };
}

export function letter(): Art {
  const defs =
    '<linearGradient id="lt-paper" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbf8f1"/><stop offset="1" stop-color="#ebe3d0"/></linearGradient>' +
    '<radialGradient id="lt-seal" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#f8ecc4"/><stop offset=".5" stop-color="#cfab57"/><stop offset="1" stop-color="#7f6122"/></radialGradient>';
  const points = Array.from({ length: 32 }, (_, i) => {
    const a = (i / 32) * Math.PI * 2;
    const rad = i % 2 ? 30 : 36;
    return `${r1(230 + Math.cos(a) * rad)} ${r1(288 + Math.sin(a) * rad)}`;
  });
  const body = [
    floorShadow(160, 352, 140, 12),
    '<rect x="36" y="22" width="240" height="316" rx="3" fill="#e4dcc8" transform="rotate(-5 156 180)"/>',
    '<rect x="30" y="14" width="240" height="320" rx="3" fill="url(#lt-paper)"/>',
    '<rect x="40" y="24" width="220" height="300" fill="none" stroke="#cfab57" stroke-width="1.2"/><rect x="44" y="28" width="212" height="292" fill="none" stroke="#cfab57" stroke-opacity=".5" stroke-width=".6"/>',
    shield(138, 40, 0.38, '#0b1222'),
    '<path d="M150 46l1.2 3.4 3.6.1-2.8 2.2 1 3.5-3-2-3 2 1-3.5-2.8-2.2 3.6-.1Z" fill="#cfab57"/>',
    lines(92, 78, [116], 0, '#0b1222', 6),
    lines(112, 92, [76], 0, '#b48f3c', 3),
    lines(64, 116, [172, 160, 168, 150, 170, 120], 12, '#9aa3b5', 3.2),
    '<rect x="64" y="196" width="100" height="16" rx="2" fill="#0b1222"/>',
    lines(70, 202, [64], 0, '#e2c67d', 3.4),
    lines(64, 228, [120, 96], 12, '#9aa3b5', 3.2),
    signature(11, { x: 66, y: 262, w: 98, h: 34, ink: '#1b2a8a', width: 2, rotate: -4 }),
    '<path d="M64 306H150" stroke="#9aa3b5" stroke-width="1"/>',
    '<path d="M214 310L204 350L218 340L226 354L230 312ZM246 310L256 350L242 340L234 354L230 312Z" fill="#7f6122"/>',
    `<path d="M${points.join('L')}Z" fill="url(#lt-seal)"/>`,
    '<circle cx="230" cy="288" r="22" fill="none" stroke="#7f6122" stroke-width="1.2"/>',
    shield(221, 277, 0.28, '#7f6122'),
    hologram(248, 62, 30, 12),
  ].join('');
  return { defs, body };
}

export function phone(inner: Art): Art {
  const defs =
    inner.defs +
    '<linearGradient id="pn-screen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b2642"/><stop offset="1" stop-color="#0b1222"/></linearGradient>' +
    '<clipPath id="pn-clip"><rect x="18" y="18" width="164" height="324" rx="20"/></clipPath>';
  const body = [
    floorShadow(100, 362, 90, 8),
    '<rect x="6" y="6" width="188" height="348" rx="30" fill="#20232b" stroke="#5a6072" stroke-width="2"/>',
    '<rect x="18" y="18" width="164" height="324" rx="20" fill="url(#pn-screen)"/>',
    '<g clip-path="url(#pn-clip)">',
    '<rect x="18" y="18" width="164" height="40" fill="#060a13"/><rect x="74" y="26" width="52" height="14" rx="7" fill="#000"/>',
    '<rect x="30" y="68" width="140" height="150" rx="10" fill="#121b30"/>',
    `<g transform="translate(46 76) scale(.36)">${inner.body}</g>`,
    '<rect x="30" y="230" width="140" height="10" rx="5" fill="#2a3658"/><rect x="30" y="230" width="140" height="10" rx="5" fill="url(#foil)"/>',
    lines(30, 254, [118, 92], 14, '#aeb8ca', 5),
    '<rect x="30" y="292" width="140" height="34" rx="8" fill="#15803d"/>',
    '<path d="M84 309l8 8 16-16" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>',
    '</g>',
  ].join('');
  return { defs, body };
}
