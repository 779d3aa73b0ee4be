import { drawPackaging, type PackagingShape } from './packaging.js';

/** What stands behind the products of a content image; each teaser's image tells its own story. */
export type Backdrop =
  | 'sunrise'
  | 'mountains'
  | 'marble'
  | 'beach'
  | 'ribbons'
  | 'leaves'
  | 'linen'
  | 'night'
  | 'hat'
  | 'phone'
  | 'card'
  | 'parcel'
  | 'portrait'
  | 'calendar';

export interface SceneProduct {
  shape: PackagingShape;
  body: string;
  accent: string;
}

export interface Scene {
  /** Gradient from the top left to the bottom right corner. */
  sky: readonly [string, string];
  backdrop: Backdrop;
  products: readonly SceneProduct[];
}

const p = (shape: PackagingShape, body: string, accent = '#2f2a28'): SceneProduct => ({
  shape,
  body,
  accent,
});
const GOLD = '#c9a96e';

/**
 * The scene of every seeded content image, keyed by asset id: the hero of the French home page shows flacons on
 * marble, the Swiss one the Alps, the sun teaser a beach, so no two teasers share a picture (issue 19).
 */
export const SCENES: Record<string, Scene> = {
  'hero-spring': {
    sky: ['#fdf1e7', '#f3c9b8'],
    backdrop: 'sunrise',
    products: [p('jar', '#f2a490', GOLD), p('dropper', '#e8b4b8', GOLD), p('pump', '#f0d5c0', '#d8a48f')],
  },
  'hero-alps': {
    sky: ['#e6f0f7', '#a9c6dc'],
    backdrop: 'mountains',
    products: [
      p('tube', '#8fb8c9', '#2f4858'),
      p('jar', '#f3f6f8', '#2f4858'),
      p('toner', '#c7dde8', '#b9b4ad'),
    ],
  },
  'hero-paris': {
    sky: ['#faf7f4', '#e4dcd6'],
    backdrop: 'marble',
    products: [
      p('round-flacon', '#e8b4b8', GOLD),
      p('flacon', '#ecd9b8', '#2f2a28'),
      p('tall-flacon', '#3d3a4b', GOLD),
    ],
  },
  'category-face': {
    sky: ['#fbeee8', '#f1cfc4'],
    backdrop: 'sunrise',
    products: [p('jar', '#f0d5c0', GOLD)],
  },
  'category-body': {
    sky: ['#eef4ee', '#c3d8c4'],
    backdrop: 'leaves',
    products: [p('pump', '#a8c3a0', '#ebe5dc')],
  },
  'category-makeup': {
    sky: ['#f8ecef', '#e2b8c3'],
    backdrop: 'marble',
    products: [
      p('lipstick', '#b76e79', '#2f2a28'),
      p('lipstick', '#d98e73', GOLD),
      p('lipstick', '#e8b4b8', '#2f2a28'),
    ],
  },
  'category-fragrance': {
    sky: ['#f6efe9', '#dcc6b8'],
    backdrop: 'marble',
    products: [p('round-flacon', '#f2a490', GOLD), p('tall-flacon', '#2f4858', GOLD)],
  },
  'category-hair': {
    sky: ['#fdf3e1', '#e9c98f'],
    backdrop: 'linen',
    products: [p('dropper', '#d4b483', '#2f2a28'), p('squeeze', '#f3e7cf', '#6c8f7d')],
  },
  'serum-vitamin-c': {
    sky: ['#fff5e0', '#f6c977'],
    backdrop: 'sunrise',
    products: [p('dropper', '#f2a24b', GOLD), p('dropper', '#f6c977', GOLD)],
  },
  'routine-morning': {
    sky: ['#f0f6f8', '#c9e0e6'],
    backdrop: 'sunrise',
    products: [
      p('pump', '#ffffff', '#8fb8c9'),
      p('dropper', '#8fb8c9', '#ebe5dc'),
      p('tube', '#f6c977', '#2f2a28'),
    ],
  },
  'routine-evening': {
    sky: ['#3d3a4b', '#6b5b7b'],
    backdrop: 'night',
    products: [p('candle', '#c3b1d9', '#2f2a28'), p('jar', '#2f4858', GOLD), p('dropper', '#9d7aa6', GOLD)],
  },
  'sun-care': {
    sky: ['#dff1fb', '#9fd3ee'],
    backdrop: 'beach',
    products: [
      p('tube', '#f6c977', '#f2a490'),
      p('spray', '#f2a490', '#ffffff'),
      p('tube', '#ffffff', '#8fb8c9'),
    ],
  },
  gifts: {
    sky: ['#f7e9ee', '#d98e9f'],
    backdrop: 'ribbons',
    products: [p('box', '#b76e79', GOLD), p('box', '#f3e1e6', '#b76e79'), p('round-flacon', '#e8b4b8', GOLD)],
  },
  'app-teaser': { sky: ['#eef0f8', '#b8bfe0'], backdrop: 'phone', products: [p('dropper', '#c3b1d9', GOLD)] },
  newsletter: { sky: ['#fdf3ec', '#f0c9b4'], backdrop: 'card', products: [p('flacon', '#f2a490', GOLD)] },
  'swiss-delivery': { sky: ['#e8f1f6', '#b5cfdf'], backdrop: 'parcel', products: [] },
  'author-lena': { sky: ['#eef3f1', '#b9d3c8'], backdrop: 'portrait', products: [] },
  'magazine-routine': {
    sky: ['#f5f1ea', '#ddd2c0'],
    backdrop: 'linen',
    products: [
      p('toner', '#e6cfc7', '#b9b4ad'),
      p('jar', '#ffffff', '#c9a96e'),
      p('dropper', '#d4b483', '#2f2a28'),
    ],
  },
  'magazine-sun': {
    sky: ['#fff4de', '#f7d8a0'],
    backdrop: 'hat',
    products: [p('tube', '#ffffff', '#f2a490'), p('spray', '#f6c977', '#2f2a28')],
  },
  'advent-calendar': { sky: ['#2e4a3f', '#1f332b'], backdrop: 'calendar', products: [] },
  'clean-beauty': {
    sky: ['#eef5ea', '#bcd6b0'],
    backdrop: 'leaves',
    products: [
      p('squeeze', '#a8c3a0', '#ebe5dc'),
      p('jar', '#f3ece2', '#6c8f7d'),
      p('dropper', '#6c8f7d', '#ebe5dc'),
    ],
  },
  'clean-ingredients': {
    sky: ['#f7f4ea', '#dfe7c8'],
    backdrop: 'leaves',
    products: [p('toner', '#dfe7c8', '#6c8f7d'), p('pump', '#ffffff', '#a8c3a0')],
  },
  'clean-refill': {
    sky: ['#f1f4ef', '#c9d6c2'],
    backdrop: 'linen',
    products: [p('squeeze', '#7d9d9c', '#ebe5dc'), p('squeeze', '#a8c3a0', '#ebe5dc')],
  },
};

const FALLBACK_SCENES: readonly Scene[] = [
  SCENES['hero-spring'] as Scene,
  SCENES['category-body'] as Scene,
  SCENES['hero-paris'] as Scene,
  SCENES['category-hair'] as Scene,
];

const hash = (text: string): number => {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
};

/**
 * The scene of an asset: by its id, without a `-desktop`/`-mobile` suffix (both crops show one picture); an asset
 * an editor added later gets one of a few general scenes, chosen by its id.
 */
export function sceneFor(assetId: string): Scene {
  const key = assetId.replace(/-(desktop|mobile)$/, '');
  return SCENES[key] ?? (FALLBACK_SCENES[hash(assetId) % FALLBACK_SCENES.length] as Scene);
}

const f = (n: number) => Math.round(n);

function backdropSvg(backdrop: Backdrop, w: number, h: number): string {
  const m = Math.min(w, h);
  const shelf = `<rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="#fff" fill-opacity="0.35"/>`;
  switch (backdrop) {
    case 'sunrise':
      return `<circle cx="${f(w * 0.78)}" cy="${f(h * 0.28)}" r="${f(m * 0.32)}" fill="#fff6d5" fill-opacity="0.7"/><circle cx="${f(w * 0.78)}" cy="${f(h * 0.28)}" r="${f(m * 0.2)}" fill="#fff" fill-opacity="0.5"/>${shelf}`;
    case 'mountains':
      return `<path d="M0 ${f(h * 0.8)} L${f(w * 0.18)} ${f(h * 0.42)} L${f(w * 0.34)} ${f(h * 0.66)} L${f(w * 0.55)} ${f(h * 0.22)} L${f(w * 0.78)} ${f(h * 0.6)} L${f(w * 0.9)} ${f(h * 0.4)} L${w} ${f(h * 0.56)} V${h} H0 Z" fill="#7f9db3"/><path d="M${f(w * 0.5)} ${f(h * 0.3)} L${f(w * 0.55)} ${f(h * 0.22)} L${f(w * 0.6)} ${f(h * 0.3)} Z" fill="#fff"/><path d="M${f(w * 0.15)} ${f(h * 0.47)} L${f(w * 0.18)} ${f(h * 0.42)} L${f(w * 0.21)} ${f(h * 0.47)} Z" fill="#fff"/><rect x="0" y="${f(h * 0.8)}" width="${w}" height="${f(h * 0.2)}" fill="#e9f0e6"/>`;
    case 'marble':
      return `<path d="M0 ${f(h * 0.2)} C${f(w * 0.3)} ${f(h * 0.35)} ${f(w * 0.5)} ${f(h * 0.05)} ${w} ${f(h * 0.3)}" stroke="#cfc6bf" stroke-width="${f(m * 0.008)}" fill="none"/><path d="M0 ${f(h * 0.6)} C${f(w * 0.4)} ${f(h * 0.45)} ${f(w * 0.6)} ${f(h * 0.75)} ${w} ${f(h * 0.55)}" stroke="#d8d0c9" stroke-width="${f(m * 0.005)}" fill="none"/><rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="#efeae6"/>`;
    case 'beach':
      return `<circle cx="${f(w * 0.82)}" cy="${f(h * 0.22)}" r="${f(m * 0.14)}" fill="#ffe39a"/><rect x="0" y="${f(h * 0.55)}" width="${w}" height="${f(h * 0.15)}" fill="#5fa8d3"/><path d="M0 ${f(h * 0.7)} Q${f(w * 0.25)} ${f(h * 0.66)} ${f(w * 0.5)} ${f(h * 0.7)} T${w} ${f(h * 0.7)} V${h} H0 Z" fill="#f3dcae"/>`;
    case 'ribbons':
      return `<path d="M0 ${f(h * 0.15)} L${w} ${f(h * 0.55)} L${w} ${f(h * 0.65)} L0 ${f(h * 0.25)} Z" fill="#fff" fill-opacity="0.25"/><path d="M${f(w * 0.05)} ${h} L${f(w * 0.35)} 0 L${f(w * 0.4)} 0 L${f(w * 0.1)} ${h} Z" fill="${GOLD}" fill-opacity="0.35"/>${shelf}`;
    case 'leaves':
      return [0.08, 0.3, 0.92, 0.7]
        .map(
          (x, i) =>
            `<ellipse cx="${f(w * x)}" cy="${f(h * (0.2 + (i % 2) * 0.25))}" rx="${f(m * 0.22)}" ry="${f(m * 0.07)}" fill="${i % 2 ? '#6c8f7d' : '#8fb08a'}" fill-opacity="0.55" transform="rotate(${-35 + i * 25} ${f(w * x)} ${f(h * (0.2 + (i % 2) * 0.25))})"/>`,
        )
        .join('')
        .concat(shelf);
    case 'linen':
      return `${Array.from({ length: 6 }, (_, i) => `<path d="M0 ${f(h * (0.1 + i * 0.13))} Q${f(w * 0.5)} ${f(h * (0.14 + i * 0.13))} ${w} ${f(h * (0.1 + i * 0.13))}" stroke="#fff" stroke-opacity="0.35" stroke-width="${f(m * 0.01)}" fill="none"/>`).join('')}${shelf}`;
    case 'night':
      return `<circle cx="${f(w * 0.8)}" cy="${f(h * 0.22)}" r="${f(m * 0.11)}" fill="#f6ecd0"/><circle cx="${f(w * 0.84)}" cy="${f(h * 0.19)}" r="${f(m * 0.1)}" fill="#4a4560"/>${[0.1, 0.25, 0.45, 0.6, 0.35].map((x, i) => `<circle cx="${f(w * x)}" cy="${f(h * (0.1 + (i % 3) * 0.08))}" r="${f(m * 0.008)}" fill="#fff"/>`).join('')}<rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="#000" fill-opacity="0.2"/>`;
    case 'hat':
      return `<rect x="0" y="${f(h * 0.62)}" width="${w}" height="${f(h * 0.38)}" fill="#f3dcae"/><ellipse cx="${f(w * 0.22)}" cy="${f(h * 0.66)}" rx="${f(m * 0.34)}" ry="${f(m * 0.1)}" fill="#e2c48d"/><ellipse cx="${f(w * 0.22)}" cy="${f(h * 0.6)}" rx="${f(m * 0.15)}" ry="${f(m * 0.1)}" fill="#d9b676"/><rect x="${f(w * 0.22 - m * 0.15)}" y="${f(h * 0.6)}" width="${f(m * 0.3)}" height="${f(m * 0.03)}" fill="#2f4858"/>`;
    case 'phone': {
      const pw = m * 0.36;
      const ph = pw * 1.9;
      const x = w * 0.5 - pw / 2;
      const y = h * 0.5 - ph / 2;
      return `<rect x="${f(x)}" y="${f(y)}" width="${f(pw)}" height="${f(ph)}" rx="${f(pw * 0.14)}" fill="#2f2a28"/><rect x="${f(x + pw * 0.06)}" y="${f(y + pw * 0.1)}" width="${f(pw * 0.88)}" height="${f(ph - pw * 0.2)}" rx="${f(pw * 0.08)}" fill="#faf7f2"/><rect x="${f(x + pw * 0.14)}" y="${f(y + ph * 0.72)}" width="${f(pw * 0.72)}" height="${f(pw * 0.16)}" rx="${f(pw * 0.08)}" fill="#2e4a3f"/>`;
    }
    case 'card':
      return `<rect x="${f(w * 0.1)}" y="${f(h * 0.3)}" width="${f(w * 0.42)}" height="${f(h * 0.46)}" fill="#fff" transform="rotate(-6 ${f(w * 0.3)} ${f(h * 0.5)})"/><path d="M${f(w * 0.14)} ${f(h * 0.42)} q${f(w * 0.08)} -${f(h * 0.04)} ${f(w * 0.16)} 0 t${f(w * 0.14)} 0" stroke="#b76e79" stroke-width="${f(m * 0.01)}" fill="none" transform="rotate(-6 ${f(w * 0.3)} ${f(h * 0.5)})"/>${shelf}`;
    case 'parcel': {
      const s = m * 0.5;
      const x = w * 0.5 - s / 2;
      const y = h * 0.82 - s * 0.8;
      return `${backdropSvg('mountains', w, h)}<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s * 0.8)}" rx="${f(s * 0.03)}" fill="#d4a86a"/><rect x="${f(x + s * 0.44)}" y="${f(y)}" width="${f(s * 0.12)}" height="${f(s * 0.8)}" fill="#f3e2c3"/><rect x="${f(x + s * 0.62)}" y="${f(y + s * 0.5)}" width="${f(s * 0.3)}" height="${f(s * 0.18)}" fill="#fff"/><rect x="${f(x + s * 0.08)}" y="${f(y + s * 0.1)}" width="${f(s * 0.14)}" height="${f(s * 0.14)}" fill="#d52b1e"/><path d="M${f(x + s * 0.15)} ${f(y + s * 0.125)} v${f(s * 0.09)} M${f(x + s * 0.105)} ${f(y + s * 0.17)} h${f(s * 0.09)}" stroke="#fff" stroke-width="${f(s * 0.03)}"/>`;
    }
    case 'portrait':
      return `<circle cx="${f(w * 0.5)}" cy="${f(h * 0.4)}" r="${f(m * 0.18)}" fill="#e6c3a8"/><path d="M${f(w * 0.5 - m * 0.2)} ${f(h * 0.36)} Q${f(w * 0.5)} ${f(h * 0.1)} ${f(w * 0.5 + m * 0.2)} ${f(h * 0.36)} Q${f(w * 0.5 + m * 0.24)} ${f(h * 0.62)} ${f(w * 0.5 + m * 0.16)} ${f(h * 0.66)} L${f(w * 0.5 + m * 0.14)} ${f(h * 0.36)} Q${f(w * 0.5)} ${f(h * 0.24)} ${f(w * 0.5 - m * 0.14)} ${f(h * 0.36)} L${f(w * 0.5 - m * 0.16)} ${f(h * 0.66)} Q${f(w * 0.5 - m * 0.24)} ${f(h * 0.62)} ${f(w * 0.5 - m * 0.2)} ${f(h * 0.36)} Z" fill="#6b4a3a"/><path d="M${f(w * 0.5 - m * 0.36)} ${h} Q${f(w * 0.5 - m * 0.34)} ${f(h * 0.64)} ${f(w * 0.5)} ${f(h * 0.64)} Q${f(w * 0.5 + m * 0.34)} ${f(h * 0.64)} ${f(w * 0.5 + m * 0.36)} ${h} Z" fill="#faf7f2"/>`;
    case 'calendar': {
      const cols = 6;
      const rows = 4;
      const cw = (w * 0.8) / cols;
      const ch = (h * 0.78) / rows;
      const doors: string[] = [];
      for (let i = 0; i < cols * rows; i++) {
        const x = w * 0.1 + (i % cols) * cw;
        const y = h * 0.11 + Math.floor(i / cols) * ch;
        const number = ((i * 7) % 24) + 1;
        doors.push(
          `<rect x="${f(x + cw * 0.06)}" y="${f(y + ch * 0.06)}" width="${f(cw * 0.88)}" height="${f(ch * 0.88)}" rx="${f(m * 0.01)}" fill="${i % 3 === 0 ? '#b76e79' : i % 3 === 1 ? '#faf7f2' : GOLD}"/><text x="${f(x + cw / 2)}" y="${f(y + ch * 0.62)}" text-anchor="middle" font-family="Georgia, serif" font-size="${f(ch * 0.36)}" fill="${i % 3 === 1 ? '#2e4a3f' : '#fff'}">${number}</text>`,
        );
      }
      return doors.join('');
    }
  }
}

/** The products of a scene standing on its shelf: to the right on wide images (the hero's text sits left). */
function productsSvg(products: readonly SceneProduct[], w: number, h: number): string {
  if (products.length === 0) return '';
  const wide = w / h >= 1.3;
  const area = wide
    ? { left: w * 0.5, right: w * 0.94, bottom: h * 0.88, height: h * 0.7 }
    : { left: w * 0.12, right: w * 0.88, bottom: h * 0.9, height: h * 0.6 };
  const n = products.length;
  // Boxes are 200 × 300; neighbours overlap by a fifth so a group reads as one arrangement.
  const scale = Math.min(area.height / 300, (area.right - area.left) / (200 * (n - (n - 1) * 0.2)));
  const groupWidth = 200 * scale * (n - (n - 1) * 0.2);
  const start = (area.left + area.right) / 2 - groupWidth / 2;
  return products
    .map((product, i) => {
      // The middle piece stands tallest; the outer ones a step smaller and forward.
      const own = n > 1 && i !== Math.floor(n / 2) ? scale * 0.82 : scale;
      const x = start + i * 200 * scale * 0.8 + (200 * (scale - own)) / 2;
      return drawPackaging(
        product.shape,
        { body: product.body, accent: product.accent },
        { x: f(x), y: f(area.bottom - 300 * own), scale: Number(own.toFixed(3)) },
      );
    })
    .join('');
}

/** A content image as SVG: the scene's sky, its backdrop and its products, laid out for the asset's proportions. */
export function renderScene(scene: Scene, width: number, height: number): string {
  const [from, to] = scene.sky;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${backdropSvg(scene.backdrop, width, height)}${productsSvg(scene.products, width, height)}`;
}
