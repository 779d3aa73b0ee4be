/** Soft brand palettes for generated teaser images (pairs of gradient stops). */
const PALETTES = [
  ['#f6e3dc', '#d9a79a'],
  ['#e5efe9', '#8fb5a0'],
  ['#efe7f5', '#b49cc9'],
  ['#fdf3e1', '#e2b872'],
  ['#e3eef6', '#8aaec8'],
  ['#f4e6ea', '#c98a9c'],
] as const;

const hash = (text: string): number => {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
};

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);

/**
 * A deterministic SVG for a seeded asset. The sandbox honours the images API width parameter `w` by scaling the
 * intrinsic size (and `h` when given alone); `fm` and `q` are accepted, but the body stays SVG.
 */
export function renderAssetSvg(
  asset: { id: string; title: string; width: number; height: number },
  requested: { w?: number; h?: number } = {},
): string {
  const ratio = asset.height / asset.width;
  const width = requested.w ?? (requested.h ? Math.round(requested.h / ratio) : asset.width);
  const height = requested.w ? Math.round(requested.w * ratio) : (requested.h ?? asset.height);
  const [from, to] = PALETTES[hash(asset.id) % PALETTES.length] ?? PALETTES[0];
  const r = Math.round(Math.min(asset.width, asset.height) * 0.28);
  const title = escapeXml(asset.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${asset.width} ${asset.height}" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${asset.width}" height="${asset.height}" fill="url(#g)"/>
<circle cx="${Math.round(asset.width * 0.68)}" cy="${Math.round(asset.height * 0.45)}" r="${r}" fill="#ffffff" fill-opacity="0.35"/>
<rect x="${Math.round(asset.width * 0.62)}" y="${Math.round(asset.height * 0.3)}" width="${Math.round(r * 0.45)}" height="${Math.round(r * 1.2)}" rx="${Math.round(r * 0.1)}" fill="#ffffff" fill-opacity="0.7"/>
</svg>`;
}
