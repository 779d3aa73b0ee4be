import { drawPackaging, heightOf, type PackagingShape } from './packaging.js';

export type { PackagingShape } from './packaging.js';
export { accentFor, colourFor } from './palette.js';

/** The packaging each leaf category's products come in (spec 3's product types, as a shopper recognises them). */
const SHAPES: Record<string, PackagingShape> = {
  'day-cream': 'jar',
  'night-cream': 'jar',
  'eye-care': 'tube',
  'cream-mask': 'jar',
  'hair-mask': 'jar',
  'body-scrub': 'jar',
  'men-moisturiser': 'tube',
  serum: 'dropper',
  'hair-oil': 'dropper',
  'beard-care': 'dropper',
  'body-oil': 'dropper',
  foundation: 'pump',
  'body-lotion': 'pump',
  'cleansing-gel': 'pump',
  'micellar-water': 'toner',
  toner: 'toner',
  aftershave: 'toner',
  'hand-cream': 'tube',
  'after-sun': 'tube',
  'sun-face': 'tube',
  concealer: 'gloss',
  'lip-gloss': 'gloss',
  lipstick: 'lipstick',
  mascara: 'mascara',
  eyeliner: 'pencil',
  powder: 'compact',
  eyeshadow: 'palette',
  'nail-polish': 'nail',
  'eau-de-parfum-women': 'flacon',
  'eau-de-toilette-women': 'round-flacon',
  'eau-de-parfum-men': 'tall-flacon',
  shampoo: 'squeeze',
  conditioner: 'squeeze',
  'shower-gel': 'squeeze',
  'hair-spray': 'spray',
  'shaving-foam': 'spray',
  'sheet-mask': 'sachet',
  'sets-skincare': 'box',
  'sets-make-up': 'box',
  'scented-candle': 'candle',
  guides: 'book',
};

export function shapeFor(categoryKey: string): PackagingShape {
  return SHAPES[categoryKey] ?? 'bottle';
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

export interface ArtworkInput {
  shape: PackagingShape;
  colour: string;
  /** Cap and lid colour (the brand's); black when absent. */
  accent?: string;
  brand: string;
  line: string;
  /** 1-based image index: later images show the product from another angle (a tinted background). */
  index: number;
  width: number;
}

const BACKGROUNDS = ['#f7f3ef', '#eef3f1', '#f3eef5'] as const;

/**
 * The product alone (1), beside a swatch of its texture (2), or as a pair (3): a gallery that is not three copies.
 * Each shape is scaled to a similar drawn height (a squat jar as large as a tall bottle, within the frame's width),
 * standing on the line above the brand name.
 */
function composition(input: ArtworkInput, accent: string): string {
  const colours = { body: input.colour, accent };
  const ground = 760;
  const fit = (height: number, maxScale: number) => Math.min(maxScale, height / heightOf(input.shape));
  const at = (centre: number, scale: number, rotate?: number) => ({
    x: Math.round(centre - 100 * scale),
    y: Math.round(ground - 300 * scale),
    scale: Number(scale.toFixed(3)),
    ...(rotate === undefined ? {} : { rotate }),
  });
  if (input.index === 2) {
    const scale = fit(520, 2.2);
    return `<ellipse cx="300" cy="660" rx="170" ry="110" fill="${input.colour}" fill-opacity="0.55"/><ellipse cx="270" cy="640" rx="90" ry="46" fill="#fff" fill-opacity="0.35"/>${drawPackaging(input.shape, colours, at(620, scale))}`;
  }
  if (input.index === 3) {
    const scale = fit(500, 1.8);
    return `${drawPackaging(input.shape, colours, at(370, scale * 0.85, -8))}${drawPackaging(input.shape, colours, at(630, scale))}`;
  }
  return drawPackaging(input.shape, colours, at(500, fit(580, 2.8)));
}

/** Deterministic product artwork: packaging of the product's type in its colours with brand and line, as an SVG. */
export function productArtwork(input: ArtworkInput): string {
  const background = BACKGROUNDS[(input.index - 1) % BACKGROUNDS.length] ?? BACKGROUNDS[0];
  const accent = input.accent ?? '#2f2a28';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.width}" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(`${input.brand} ${input.line}`)}">
<rect width="1000" height="1000" fill="${background}"/>
${composition(input, accent)}
<text x="500" y="860" text-anchor="middle" font-family="Georgia, serif" font-size="52" fill="#2f2a28">${escapeXml(input.brand)}</text>
<text x="500" y="920" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#6b625c">${escapeXml(input.line)}</text>
</svg>`;
}
