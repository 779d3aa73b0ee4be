/**
 * Flat illustrations of beauty packaging, shared by the product artwork and the content images, so that a cream
 * looks like a jar and a perfume like a flacon wherever the demo shows one. Each shape is drawn in a 200 × 300 box
 * standing on its bottom edge and placed by `drawPackaging` (SVG fragments, no external files).
 */
export type PackagingShape =
  | 'jar'
  | 'dropper'
  | 'pump'
  | 'tube'
  | 'squeeze'
  | 'toner'
  | 'spray'
  | 'lipstick'
  | 'gloss'
  | 'mascara'
  | 'pencil'
  | 'compact'
  | 'palette'
  | 'nail'
  | 'flacon'
  | 'round-flacon'
  | 'tall-flacon'
  | 'sachet'
  | 'candle'
  | 'box'
  | 'book'
  | 'bottle';

export interface PackagingColours {
  /** The packaging itself (the line's or the shade's colour). */
  body: string;
  /** Caps, lids and collars (the brand's colour). */
  accent: string;
}

export interface Placement {
  /** Left edge of the 200 × 300 box in the target's coordinates. */
  x: number;
  /** Top edge. */
  y: number;
  scale: number;
  /** Degrees, around the box's bottom centre. */
  rotate?: number;
}

const GOLD = '#c9a96e';
const shine = (x: number, y: number, width: number, height: number, rx = width / 2) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="#fff" fill-opacity="0.32"/>`;
const shade = (x: number, y: number, width: number, height: number, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="#000" fill-opacity="0.08"/>`;
const label = (x: number, y: number, width: number, height: number) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="#fff" fill-opacity="0.55"/>`;

function shapeSvg(shape: PackagingShape, { body, accent }: PackagingColours): string {
  switch (shape) {
    case 'jar':
      return `<rect x="28" y="196" width="144" height="104" rx="20" fill="${body}"/>${shade(118, 196, 54, 104, 20)}<rect x="20" y="160" width="160" height="46" rx="10" fill="${accent}"/>${shine(40, 212, 16, 70)}${label(58, 232, 84, 34)}`;
    case 'dropper':
      return `<rect x="52" y="140" width="96" height="160" rx="22" fill="${body}"/>${shade(112, 140, 36, 160, 18)}<rect x="70" y="108" width="60" height="38" rx="6" fill="${accent}"/><rect x="84" y="36" width="32" height="78" rx="16" fill="${accent}"/>${shine(64, 156, 12, 110)}${label(72, 196, 56, 50)}`;
    case 'pump':
      return `<rect x="48" y="128" width="104" height="172" rx="26" fill="${body}"/>${shade(114, 128, 38, 172, 22)}<rect x="82" y="98" width="36" height="34" rx="4" fill="${accent}"/><rect x="94" y="70" width="12" height="30" fill="${accent}"/><rect x="72" y="58" width="64" height="16" rx="6" fill="${accent}"/><rect x="126" y="58" width="34" height="9" rx="4" fill="${accent}"/>${shine(60, 146, 13, 120)}${label(66, 190, 68, 56)}`;
    case 'tube':
      return `<path d="M44 22 H156 L140 238 H60 Z" fill="${body}"/><path d="M112 22 H156 L140 238 H112 Z" fill="#000" fill-opacity="0.08"/><rect x="42" y="12" width="116" height="16" rx="3" fill="${body}"/><rect x="42" y="12" width="116" height="16" rx="3" fill="#000" fill-opacity="0.12"/><rect x="64" y="236" width="72" height="64" rx="10" fill="${accent}"/>${shine(62, 46, 12, 150)}${label(76, 90, 50, 80)}`;
    case 'squeeze':
      return `<path d="M46 118 Q46 96 70 96 H130 Q154 96 154 118 V276 Q154 300 130 300 H70 Q46 300 46 276 Z" fill="${body}"/>${shade(114, 100, 40, 198, 20)}<rect x="66" y="52" width="68" height="48" rx="10" fill="${accent}"/><rect x="66" y="52" width="68" height="12" rx="6" fill="#000" fill-opacity="0.15"/>${shine(58, 124, 13, 140)}${label(70, 160, 60, 70)}`;
    case 'toner':
      return `<rect x="58" y="86" width="84" height="214" rx="14" fill="${body}" fill-opacity="0.85"/>${shade(112, 86, 30, 214, 12)}<rect x="70" y="44" width="60" height="46" rx="6" fill="${accent}"/>${shine(68, 100, 10, 170)}${label(74, 160, 52, 70)}`;
    case 'spray':
      return `<rect x="56" y="86" width="88" height="214" rx="10" fill="${body}"/>${shade(112, 86, 32, 214, 8)}<path d="M56 96 Q56 70 100 66 Q144 70 144 96 Z" fill="#b9b4ad"/><rect x="66" y="20" width="68" height="50" rx="8" fill="${accent}"/><rect x="128" y="34" width="18" height="8" rx="3" fill="${accent}"/>${shine(66, 104, 12, 170)}${label(72, 150, 56, 86)}`;
    case 'lipstick':
      return `<rect x="62" y="176" width="76" height="124" rx="6" fill="${accent}"/>${shade(104, 176, 34, 124, 6)}<rect x="70" y="138" width="60" height="42" rx="3" fill="${GOLD}"/><path d="M78 140 V70 L122 44 V140 Z" fill="${body}"/><path d="M104 140 V55 L122 44 V140 Z" fill="#000" fill-opacity="0.12"/>${shine(70, 190, 9, 90)}`;
    case 'gloss':
      return `<rect x="74" y="132" width="52" height="168" rx="22" fill="${body}" fill-opacity="0.9"/>${shine(82, 146, 9, 130)}<rect x="74" y="30" width="52" height="106" rx="10" fill="${accent}"/>${shade(104, 30, 22, 106, 8)}`;
    case 'mascara':
      return `<rect x="78" y="142" width="44" height="158" rx="20" fill="${body}"/>${shade(104, 142, 18, 158, 10)}<rect x="78" y="132" width="44" height="12" fill="${GOLD}"/><rect x="78" y="20" width="44" height="114" rx="18" fill="${accent}"/>${shine(84, 156, 7, 120)}${shine(84, 34, 7, 80)}`;
    case 'pencil':
      return `<rect x="86" y="70" width="28" height="230" rx="6" fill="${accent}"/><path d="M86 72 L100 24 L114 72 Z" fill="#e8d2b5"/><path d="M95 40 L100 24 L105 40 Z" fill="${body}"/><rect x="86" y="250" width="28" height="10" fill="${GOLD}"/>${shine(90, 86, 6, 150)}`;
    case 'compact':
      return `<ellipse cx="100" cy="236" rx="94" ry="62" fill="${accent}"/><ellipse cx="100" cy="228" rx="78" ry="48" fill="${body}"/><ellipse cx="76" cy="214" rx="26" ry="12" fill="#fff" fill-opacity="0.3"/><ellipse cx="100" cy="140" rx="94" ry="62" fill="${accent}" fill-opacity="0.85"/><ellipse cx="100" cy="140" rx="70" ry="42" fill="#fff" fill-opacity="0.2"/>`;
    case 'palette':
      return `<rect x="8" y="166" width="184" height="128" rx="14" fill="${accent}"/>${[0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${48 + i * 52}" cy="204" r="20" fill="${body}" fill-opacity="${1 - i * 0.25}"/><circle cx="${48 + i * 52}" cy="256" r="20" fill="${body}"/><circle cx="${48 + i * 52}" cy="256" r="20" fill="#000" fill-opacity="${0.1 + i * 0.15}"/>`,
        )
        .join(
          '',
        )}<rect x="8" y="60" width="184" height="110" rx="14" fill="${accent}" fill-opacity="0.6"/>${shine(22, 72, 40, 80, 8)}`;
    case 'nail':
      return `<rect x="44" y="170" width="112" height="130" rx="30" fill="${body}"/>${shade(112, 170, 44, 130, 26)}<rect x="80" y="150" width="40" height="24" fill="${body}" fill-opacity="0.7"/><rect x="78" y="52" width="44" height="102" rx="6" fill="${accent}"/>${shine(56, 186, 12, 90)}${label(70, 220, 60, 26)}`;
    case 'flacon':
      return `<rect x="26" y="142" width="148" height="158" rx="16" fill="${body}" fill-opacity="0.9"/><rect x="42" y="158" width="116" height="126" rx="10" fill="#fff" fill-opacity="0.18"/>${shade(130, 142, 44, 158, 14)}<rect x="84" y="118" width="32" height="28" fill="${GOLD}"/><rect x="62" y="56" width="76" height="66" rx="8" fill="${accent}"/>${shade(112, 56, 26, 66, 6)}${shine(36, 156, 10, 120)}`;
    case 'round-flacon':
      return `<circle cx="100" cy="214" r="84" fill="${body}" fill-opacity="0.9"/><circle cx="100" cy="214" r="62" fill="#fff" fill-opacity="0.16"/><rect x="86" y="110" width="28" height="26" fill="${GOLD}"/><circle cx="100" cy="86" r="32" fill="${accent}"/>${shine(44, 170, 12, 80)}`;
    case 'tall-flacon':
      return `<rect x="50" y="100" width="100" height="200" rx="6" fill="${body}" fill-opacity="0.92"/>${shade(116, 100, 34, 200, 4)}<rect x="86" y="78" width="28" height="26" fill="#b9b4ad"/><rect x="70" y="22" width="60" height="60" rx="4" fill="${accent}"/>${shine(60, 114, 10, 160)}${label(66, 190, 68, 30)}`;
    case 'sachet':
      return `<path d="M32 34 H168 V292 H32 Z" fill="${body}"/><path d="M32 34 H168 V58 H32 Z" fill="#000" fill-opacity="0.1"/><ellipse cx="100" cy="160" rx="46" ry="58" fill="#fff" fill-opacity="0.55"/><circle cx="84" cy="150" r="6" fill="${body}"/><circle cx="116" cy="150" r="6" fill="${body}"/><path d="M86 182 Q100 192 114 182" stroke="${body}" stroke-width="5" fill="none"/>${label(58, 238, 84, 26)}`;
    case 'candle':
      return `<rect x="40" y="150" width="120" height="150" rx="14" fill="${body}"/>${shade(116, 150, 44, 150, 12)}<rect x="40" y="150" width="120" height="24" rx="10" fill="#fff" fill-opacity="0.4"/><rect x="98" y="112" width="5" height="40" fill="#3a302b"/><path d="M100 60 Q120 92 100 114 Q80 92 100 60 Z" fill="#f6b73c"/><path d="M100 82 Q108 98 100 110 Q92 98 100 82 Z" fill="#fff3c4"/>${label(64, 214, 72, 40)}`;
    case 'box':
      return `<rect x="16" y="130" width="168" height="170" rx="8" fill="${body}"/>${shade(130, 130, 54, 170, 6)}<rect x="90" y="130" width="20" height="170" fill="${accent}"/><rect x="16" y="196" width="168" height="20" fill="${accent}"/><path d="M100 130 Q62 88 66 118 Q70 134 100 130 Q138 88 134 118 Q130 134 100 130 Z" fill="${accent}"/>`;
    case 'book':
      return `<rect x="34" y="40" width="136" height="260" rx="8" fill="${body}"/><rect x="34" y="40" width="22" height="260" rx="4" fill="${accent}"/>${label(72, 92, 82, 60)}${shade(150, 40, 20, 260, 6)}`;
    default:
      return `<rect x="54" y="120" width="92" height="180" rx="34" fill="${body}"/>${shade(112, 120, 34, 180, 24)}<rect x="74" y="66" width="52" height="60" rx="8" fill="${accent}"/>${shine(66, 140, 12, 120)}${label(70, 190, 60, 50)}`;
  }
}

/** Where each shape's top edge lies in its 200 × 300 box: a jar is squat, a mascara tall. */
const TOPS: Record<PackagingShape, number> = {
  jar: 160,
  dropper: 36,
  pump: 58,
  tube: 12,
  squeeze: 52,
  toner: 44,
  spray: 20,
  lipstick: 44,
  gloss: 30,
  mascara: 20,
  pencil: 24,
  compact: 78,
  palette: 60,
  nail: 52,
  flacon: 56,
  'round-flacon': 54,
  'tall-flacon': 22,
  sachet: 34,
  candle: 60,
  box: 88,
  book: 40,
  bottle: 66,
};

/** The drawn height of a shape in its box, so a layout can show a squat jar as large as a tall bottle. */
export const heightOf = (shape: PackagingShape): number => 300 - TOPS[shape];

/** One piece of packaging, placed and scaled, with a soft shadow on the surface it stands on. */
export function drawPackaging(shape: PackagingShape, colours: PackagingColours, at: Placement): string {
  const rotate = at.rotate ? ` rotate(${at.rotate} 100 300)` : '';
  return `<g transform="translate(${at.x} ${at.y}) scale(${at.scale})${rotate}"><ellipse cx="100" cy="302" rx="96" ry="10" fill="#000" fill-opacity="0.1"/>${shapeSvg(shape, colours)}</g>`;
}
