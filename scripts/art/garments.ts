/**
 * Jerseys: a basketball tank and two sleeved shirts (football, hockey), front view, lit from the
 * upper left like every other object. Each returns an SVG group in a 300 x 380 box plus its defs.
 */
import { hologram, jerseyNumber, signature } from './shapes.ts';

export interface Art {
  defs: string;
  body: string;
}

const shade = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2=".35"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".35" stop-color="#fff" stop-opacity="0"/><stop offset=".75" stop-color="#000" stop-opacity=".18"/><stop offset="1" stop-color="#000" stop-opacity=".42"/></linearGradient>`;

const mesh = (id: string, color: string) =>
  `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.1" fill="${color}"/></pattern>`;

/** Soft creases: the fabric hangs from the shoulders. */
const folds = (paths: string[]) =>
  `<g fill="none" stroke="#000" stroke-opacity=".16" stroke-width="7" stroke-linecap="round">${paths.map((d) => `<path d="${d}"/>`).join('')}</g>` +
  `<g fill="none" stroke="#fff" stroke-opacity=".08" stroke-width="3" stroke-linecap="round">${paths.map((d) => `<path d="${d}" transform="translate(-5 0)"/>`).join('')}</g>`;

export function basketballJersey(o: { number: string; color: string; trim: string; piping: string; numberFill: string; numberOutline: string; seed: number }): Art {
  const outline = 'M95 6L132 6C138 50 162 50 168 6L205 6C207 70 232 112 266 120L274 372Q150 386 26 372L34 120C68 112 93 70 95 6Z';
  const neck = 'M132 6C138 50 162 50 168 6';
  const armR = 'M205 6C207 70 232 112 266 120';
  const armL = 'M95 6C93 70 68 112 34 120';
  const defs = shade('tank-shade') + mesh('tank-mesh', '#000') + `<clipPath id="tank-clip"><path d="${outline}"/></clipPath>`;
  const body = [
    `<path d="${outline}" fill="${o.color}"/>`,
    `<g clip-path="url(#tank-clip)"><rect width="300" height="390" fill="url(#tank-mesh)" opacity=".12"/>`,
    `<path d="M26 340Q150 354 274 340L276 380L24 380Z" fill="${o.trim}"/><path d="M26 334Q150 348 274 334" fill="none" stroke="${o.piping}" stroke-width="4"/>`,
    jerseyNumber(o.number, { x: 150 - 67 * 1.05, y: 118, h: 105, fill: o.numberFill, outline: o.numberOutline, outlineWidth: 8 }),
    folds(['M88 150C96 220 92 290 100 360', 'M214 150C206 230 210 290 204 360', 'M150 250C146 300 152 330 150 368']),
    `<rect width="300" height="390" fill="url(#tank-shade)"/></g>`,
    `<g fill="none" stroke-linecap="round"><path d="${neck}" stroke="${o.piping}" stroke-width="10"/><path d="${neck}" stroke="${o.trim}" stroke-width="4"/>`,
    `<path d="${armR}" stroke="${o.piping}" stroke-width="10"/><path d="${armR}" stroke="${o.trim}" stroke-width="4"/>`,
    `<path d="${armL}" stroke="${o.piping}" stroke-width="10"/><path d="${armL}" stroke="${o.trim}" stroke-width="4"/></g>`,
    signature(o.seed, { x: 70, y: 130, w: 165, h: 70, ink: '#111318', width: 3.6, rotate: -8 }),
    hologram(236, 312, 34, -10),
  ].join('');
  return { defs, body };
}

export function sleevedJersey(o: {
  id: string;
  number: string;
  color: string;
  stripe: string;
  stripe2: string;
  numberFill: string;
  numberOutline: string;
  ink: string;
  seed: number;
  /** Hockey sweaters: longer sleeves and a wide hem band. */
  hockey?: boolean;
}): Art {
  const sleeveY = o.hockey ? 210 : 168;
  const outline = o.hockey
    ? 'M112 14L150 10C162 40 218 40 230 10L268 14L330 50L372 196L318 214L300 150L302 372Q190 384 78 372L80 150L62 214L8 196L50 50Z'
    : 'M118 14L150 10C162 44 218 44 230 10L262 14L312 40L372 128L324 170L300 140L302 372Q190 384 78 372L80 140L56 170L8 128L68 40Z';
  const id = o.id;
  const defs = shade(`${id}-shade`) + mesh(`${id}-mesh`, '#000') + `<clipPath id="${id}-clip"><path d="${outline}"/></clipPath>`;
  const neck = o.hockey ? 'M150 10C162 40 218 40 230 10' : 'M150 10C164 62 216 62 230 10';
  const sleeveBands = o.hockey
    ? `<path d="M20 150L66 136L76 168L30 184Z" fill="${o.stripe2}"/><path d="M24 162L70 148L72 158L27 173Z" fill="${o.stripe}"/><path d="M360 150L314 136L304 168L350 184Z" fill="${o.stripe2}"/><path d="M356 162L310 148L308 158L353 173Z" fill="${o.stripe}"/>`
    : `<path d="M26 112L72 150L64 160L18 122Z" fill="${o.stripe}"/><path d="M34 100L80 138L76 143L30 105Z" fill="${o.stripe2}"/><path d="M354 112L308 150L316 160L362 122Z" fill="${o.stripe}"/><path d="M346 100L300 138L304 143L350 105Z" fill="${o.stripe2}"/>`;
  const hem = o.hockey
    ? `<path d="M76 300Q190 312 304 300V336Q190 348 76 336Z" fill="${o.stripe2}"/><path d="M76 312Q190 324 304 312V324Q190 336 76 324Z" fill="${o.stripe}"/>`
    : '';
  const numberH = o.hockey ? 100 : 112;
  const body = [
    `<path d="${outline}" fill="${o.color}"/>`,
    `<g clip-path="url(#${id}-clip)"><rect width="380" height="390" fill="url(#${id}-mesh)" opacity=".1"/>`,
    sleeveBands,
    hem,
    jerseyNumber(o.number, { x: 190 - (67 * numberH) / 100, y: o.hockey ? 96 : 92, h: numberH, fill: o.numberFill, outline: o.numberOutline, outlineWidth: 9 }),
    folds(['M110 170C118 240 112 300 120 362', 'M268 170C260 250 266 300 258 362', `M70 ${sleeveY - 90}C64 ${sleeveY - 50} 52 ${sleeveY - 30} 40 ${sleeveY - 20}`]),
    `<rect width="380" height="390" fill="url(#${id}-shade)"/></g>`,
    o.hockey
      ? `<path d="${neck}" fill="none" stroke="${o.stripe}" stroke-width="9"/><path d="M178 34L202 40M178 40L202 34M178 44L202 50M178 50L202 44" stroke="#f4f1ea" stroke-width="2" stroke-linecap="round"/>`
      : `<path d="${neck}" fill="none" stroke="${o.stripe}" stroke-width="9"/><path d="${neck}" fill="none" stroke="${o.stripe2}" stroke-width="3"/>`,
    signature(o.seed, { x: 108, y: 100, w: 170, h: 72, ink: o.ink, width: 3.6, rotate: -9 }),
    hologram(286, 350, 34, -8),
  ].join('');
  return { defs, body };
}
