/**
 * Building blocks shared by every illustration: block jersey digits, hand-written signature strokes,
 * the hologram sticker, floor shadows. Pure string builders; no fonts are used because an SVG shown
 * through <img> cannot load the page's web fonts.
 */

export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A small seeded random generator, so the same seed always draws the same signature. */
export function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

type Rect = [x: number, y: number, w: number, h: number];

/** Block numerals as worn on jerseys: seven thick bars on a 60 x 100 grid; "1" has a flag. */
function digitRects(d: string, T = 19): Rect[] {
  const W = 60;
  const H = 100;
  const half = H / 2;
  const seg: Record<string, Rect> = {
    a: [0, 0, W, T],
    b: [W - T, 0, T, half + T / 2],
    c: [W - T, half - T / 2, T, half + T / 2],
    d: [0, H - T, W, T],
    e: [0, half - T / 2, T, half + T / 2],
    f: [0, 0, T, half + T / 2],
    g: [0, half - T / 2, W, T],
  };
  const map: Record<string, string> = {
    '0': 'abcdef', '2': 'abged', '3': 'abgcd', '4': 'fgbc', '5': 'afgcd',
    '6': 'afgedc', '7': 'abc', '8': 'abcdefg', '9': 'abfgcd',
  };
  if (d === '1') return [[W / 2 - T / 2 + 6, 0, T, H], [W / 2 - T * 1.5 + 6, 0, T * 1.1, T * 0.95]];
  return (map[d] ?? '').split('').map((k) => seg[k] as Rect);
}

/** Path data of a number in block numerals; each digit 60 wide, 14 apart, 100 tall, from (0,0). */
export function numberPath(text: string, T?: number): { d: string; width: number } {
  const parts: string[] = [];
  [...text].forEach((ch, i) => {
    const ox = i * 74;
    for (const [x, y, w, h] of digitRects(ch, T)) parts.push(`M${r1(ox + x)} ${r1(y)}h${r1(w)}v${r1(h)}h${r1(-w)}Z`);
  });
  return { d: parts.join(''), width: text.length * 74 - 14 };
}

/**
 * A jersey number: outline colour drawn as a wide stroke underneath, the fill on top, so the
 * overlapping bars read as one shape. `x, y` is the top-left corner, `h` the height.
 */
export function jerseyNumber(text: string, o: { x: number; y: number; h: number; fill: string; outline: string; outlineWidth?: number; skew?: number }): string {
  const { d } = numberPath(text);
  const s = o.h / 100;
  const ow = (o.outlineWidth ?? 9) / s;
  const t = `translate(${r1(o.x)} ${r1(o.y)}) scale(${r1(s * 1000) / 1000})${o.skew ? ` skewX(${o.skew})` : ''}`;
  return `<g transform="${t}"><path d="${d}" fill="${o.outline}" stroke="${o.outline}" stroke-width="${r1(ow)}" stroke-linejoin="miter"/><path d="${d}" fill="${o.fill}"/></g>`;
}

/** A smooth curve through points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: [number, number][], tension = 1): string {
  if (points.length < 2) return '';
  const p = points;
  let d = `M${r1(p[0]![0])} ${r1(p[0]![1])}`;
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]!;
    const p1 = p[i]!;
    const p2 = p[i + 1]!;
    const p3 = p[i + 2] ?? p2;
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return d;
}

type Pt = [number, number];

/**
 * An invented signature: a tall looped capital, then cursive letter shapes (arches, cups, small
 * e-loops, tall l-loops, a descender) joined into one slanted stroke, a second capital, and an
 * underline flourish. Not anybody's real autograph; only its rhythm is cursive.
 */
export function signaturePath(seed: number, o: { x: number; y: number; w: number; h: number }): string[] {
  const rand = random(seed);
  const base = o.y + o.h * 0.7;
  const xh = o.h * 0.2;
  // Letters lean right, as handwriting does.
  const slant = (p: Pt): Pt => [p[0] + (base - p[1]) * 0.32, p[1]];
  const capital = (x: number): Pt[] => [
    [x + o.h * 0.02, base - o.h * 0.12],
    [x + o.h * 0.2, o.y],
    [x + o.h * 0.24, o.y + o.h * 0.14],
    [x + o.h * 0.12, base + o.h * 0.16],
    [x - o.h * 0.06, base + o.h * 0.06],
    [x + o.h * 0.02, base - xh * 1.1],
    [x + o.h * 0.3, base - xh * 1.5],
  ];
  const letters: ((x: number, s: number) => Pt[])[] = [
    (x, s) => [[x, base], [x + s * 0.3, base - xh], [x + s * 0.6, base]], // n
    (x, s) => [[x, base - xh], [x + s * 0.3, base + 1], [x + s * 0.6, base - xh]], // u
    (x, s) => [[x, base - xh * 0.3], [x + s * 0.45, base - xh], [x + s * 0.15, base - xh * 0.55], [x + s * 0.5, base]], // e
    (x, s) => [[x, base - xh * 0.2], [x + s * 0.55, base - xh * 2.8], [x + s * 0.25, base - xh * 2.5], [x + s * 0.35, base]], // l
    (x, s) => [[x, base - xh], [x + s * 0.25, base + xh * 1.6], [x - s * 0.05, base + xh * 1.2], [x + s * 0.5, base - xh * 0.2]], // g
    (x, s) => [[x + s * 0.4, base - xh], [x + s * 0.05, base - xh * 0.6], [x + s * 0.2, base], [x + s * 0.55, base - xh * 0.8], [x + s * 0.6, base]], // a
  ];
  const word = (x0: number, x1: number): Pt[] => {
    const pts: Pt[] = [];
    let x = x0;
    let last = -1;
    while (x < x1) {
      let pick = Math.floor(rand() * letters.length);
      if (pick === last) pick = (pick + 1) % letters.length;
      last = pick;
      const step = o.h * (0.15 + rand() * 0.06);
      pts.push(...letters[pick]!(x, step));
      x += step * 0.74;
    }
    return pts;
  };
  const split = o.x + o.w * (0.38 + rand() * 0.08);
  const first = [...capital(o.x), ...word(o.x + o.h * 0.32, split - o.h * 0.12)].map(slant);
  const second = [...capital(split), ...word(split + o.h * 0.32, o.x + o.w - o.h * 0.1)].map(slant);
  const end = second[second.length - 1] ?? [o.x + o.w, base];
  const flourish: Pt[] = [
    end,
    [end[0] + o.h * 0.12, base + o.h * 0.04],
    [o.x + o.w * 0.6, base + o.h * 0.2],
    [o.x + o.w * 0.15, base + o.h * 0.16 + rand() * 4],
  ];
  return [smoothPath(first, 0.9), smoothPath(second, 0.9), smoothPath(flourish)];
}

/** Signature strokes in marker ink: a soft wide pass under a crisp narrow one. */
export function signature(seed: number, o: { x: number; y: number; w: number; h: number; ink: string; width?: number; rotate?: number }): string {
  const w = o.width ?? 3.2;
  const d = signaturePath(seed, o).join('');
  const rot = o.rotate ? ` transform="rotate(${o.rotate} ${r1(o.x + o.w / 2)} ${r1(o.y + o.h / 2)})"` : '';
  return `<g fill="none" stroke="${o.ink}" stroke-linecap="round" stroke-linejoin="round"${rot}><path d="${d}" stroke-width="${r1(w * 1.45)}" stroke-opacity="0.3"/><path d="${d}" stroke-width="${w}"/></g>`;
}

/** Gradients every file uses; `id` prefixes keep them unique inside one SVG document. */
export function commonDefs(): string {
  return [
    '<linearGradient id="holo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4e7ff"/><stop offset=".25" stop-color="#bfe9ff"/><stop offset=".5" stop-color="#fff2b8"/><stop offset=".75" stop-color="#ffc9ec"/><stop offset="1" stop-color="#c7f5e4"/></linearGradient>',
    '<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8ecc4"/><stop offset=".4" stop-color="#cfab57"/><stop offset=".7" stop-color="#8f6f2a"/><stop offset="1" stop-color="#e2c67d"/></linearGradient>',
    '<radialGradient id="floor"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".22"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>',
  ].join('');
}

/** The G.O.A.T. hologram sticker placed on every authenticated item. */
export function hologram(cx: number, cy: number, w = 44, rotate = 0): string {
  const h = w * 0.62;
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) rotate(${rotate})"><ellipse rx="${r1(w / 2)}" ry="${r1(h / 2)}" fill="url(#holo)" stroke="#fff" stroke-opacity=".7" stroke-width="1"/><ellipse rx="${r1(w / 2 - 3.5)}" ry="${r1(h / 2 - 3.5)}" fill="none" stroke="#8f6f2a" stroke-opacity=".45" stroke-width=".8" stroke-dasharray="1.5 1.5"/><path d="M0 ${r1(-h * 0.3)}l${r1(w * 0.14)} ${r1(h * 0.1)}v${r1(h * 0.18)}c0 ${r1(h * 0.14)}-${r1(w * 0.07)} ${r1(h * 0.22)}-${r1(w * 0.14)} ${r1(h * 0.27)}c-${r1(w * 0.07)}-${r1(h * 0.05)}-${r1(w * 0.14)}-${r1(h * 0.13)}-${r1(w * 0.14)}-${r1(h * 0.27)}v-${r1(h * 0.18)}Z" fill="#8f6f2a" fill-opacity=".55"/><path d="M${r1(-w / 2 + 4)} ${r1(-h * 0.1)}L${r1(w * 0.1)} ${r1(-h / 2 + 1)}L${r1(w * 0.22)} ${r1(-h / 2 + 2)}L${r1(-w / 2 + 7)} ${r1(h * 0.12)}Z" fill="#fff" fill-opacity=".55"/></g>`;
}

/** The soft shadow an object casts on the floor of the display case. */
export function floorShadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#floor)"/>`;
}

export function svgDocument(width: number, height: number, body: string, extraDefs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs>${commonDefs()}${extraDefs}</defs>${body}</svg>\n`;
}
