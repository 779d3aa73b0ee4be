import { renderScene, sceneFor } from '../media/scenes.js';

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);

/**
 * A deterministic SVG for a seeded asset: the illustration of its scene (media/scenes.ts). The sandbox honours the images API width parameter `w` by scaling the
 * intrinsic size (and `h` when given alone); `fm` and `q` are accepted, but the body stays SVG.
 */
export function renderAssetSvg(
  asset: { id: string; title: string; width: number; height: number },
  requested: { w?: number; h?: number } = {},
): string {
  const ratio = asset.height / asset.width;
  const width = requested.w ?? (requested.h ? Math.round(requested.h / ratio) : asset.width);
  const height = requested.w ? Math.round(requested.w * ratio) : (requested.h ?? asset.height);
  const title = escapeXml(asset.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${asset.width} ${asset.height}" role="img" aria-label="${title}">
<title>${title}</title>
${renderScene(sceneFor(asset.id), asset.width, asset.height)}
</svg>`;
}
