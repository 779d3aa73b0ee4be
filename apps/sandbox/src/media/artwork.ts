import { createHash } from 'node:crypto';

export type PackagingShape =
  | 'jar'
  | 'bottle'
  | 'dropper'
  | 'tube'
  | 'stick'
  | 'compact'
  | 'candle'
  | 'box'
  | 'book';

const SHAPES: Record<string, PackagingShape> = {
  'day-cream': 'jar',
  'night-cream': 'jar',
  'eye-care': 'jar',
  'cream-mask': 'jar',
  'hair-mask': 'jar',
  'body-scrub': 'jar',
  serum: 'dropper',
  'hair-oil': 'dropper',
  'beard-care': 'dropper',
  'body-oil': 'dropper',
  foundation: 'dropper',
  'cleansing-gel': 'tube',
  'hand-cream': 'tube',
  'after-sun': 'tube',
  'sun-face': 'tube',
  'shaving-foam': 'tube',
  concealer: 'tube',
  lipstick: 'stick',
  'lip-gloss': 'stick',
  mascara: 'stick',
  eyeliner: 'stick',
  powder: 'compact',
  eyeshadow: 'compact',
  'sheet-mask': 'box',
  'sets-skincare': 'box',
  'sets-make-up': 'box',
  'scented-candle': 'candle',
  guides: 'book',
};

export function shapeFor(categoryKey: string): PackagingShape {
  return SHAPES[categoryKey] ?? 'bottle';
}

/** A stable pastel from any key, so every brand line has its own colour. */
export function colourFor(key: string): string {
  const digest = createHash('md5').update(key).digest();
  const hue = (digest[0] ?? 0) * 1.41;
  return `hsl(${hue.toFixed(0)} 45% 72%)`;
}

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

function packaging(shape: PackagingShape, colour: string, accent: string): string {
  switch (shape) {
    case 'jar':
      return `<rect x="290" y="430" width="420" height="300" rx="40" fill="${colour}"/><rect x="270" y="360" width="460" height="100" rx="24" fill="${accent}"/>`;
    case 'dropper':
      return `<rect x="380" y="380" width="240" height="380" rx="36" fill="${colour}"/><rect x="430" y="300" width="140" height="90" rx="12" fill="${accent}"/><rect x="470" y="200" width="60" height="110" rx="30" fill="${accent}"/>`;
    case 'tube':
      return `<path d="M340 250 h320 l-40 480 h-240 z" fill="${colour}"/><rect x="420" y="730" width="160" height="60" rx="10" fill="${accent}"/>`;
    case 'stick':
      return `<rect x="420" y="420" width="160" height="360" rx="14" fill="${accent}"/><path d="M440 420 v-150 l120 -60 v210 z" fill="${colour}"/>`;
    case 'compact':
      return `<circle cx="500" cy="520" r="230" fill="${accent}"/><circle cx="500" cy="520" r="180" fill="${colour}"/>`;
    case 'candle':
      return `<rect x="320" y="380" width="360" height="380" rx="30" fill="${colour}"/><rect x="495" y="320" width="10" height="60" fill="#333"/><ellipse cx="500" cy="300" rx="18" ry="36" fill="#f6b73c"/>`;
    case 'box':
      return `<rect x="260" y="330" width="480" height="420" rx="16" fill="${colour}"/><rect x="480" y="330" width="40" height="420" fill="${accent}"/><rect x="260" y="500" width="480" height="40" fill="${accent}"/>`;
    case 'book':
      return `<rect x="320" y="250" width="360" height="500" rx="12" fill="${colour}"/><rect x="320" y="250" width="40" height="500" fill="${accent}"/>`;
    default:
      return `<rect x="360" y="360" width="280" height="400" rx="60" fill="${colour}"/><rect x="440" y="260" width="120" height="110" rx="14" fill="${accent}"/>`;
  }
}

export interface ArtworkInput {
  shape: PackagingShape;
  colour: string;
  brand: string;
  line: string;
  /** 1-based image index: later images show the product from another angle (a tinted background). */
  index: number;
  width: number;
}

/** Deterministic product artwork: packaging in the product's colour with brand and line, as an SVG. */
export function productArtwork(input: ArtworkInput): string {
  const background = input.index === 1 ? '#f7f3ef' : input.index === 2 ? '#eef3f1' : '#f3eef5';
  const accent = input.index === 3 ? '#c9a96e' : '#2f2a28';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${input.width}" viewBox="0 0 1000 1000" role="img" aria-label="${escapeXml(`${input.brand} ${input.line}`)}">
<rect width="1000" height="1000" fill="${background}"/>
${packaging(input.shape, input.colour, accent)}
<text x="500" y="860" text-anchor="middle" font-family="Georgia, serif" font-size="52" fill="#2f2a28">${escapeXml(input.brand)}</text>
<text x="500" y="920" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" fill="#6b625c">${escapeXml(input.line)}</text>
</svg>`;
}
