/** Contentful Images API parameters (w, h at most 4000; fm webp for every raster). */
export interface ImageParams {
  w?: number;
  h?: number;
  fm?: 'webp' | 'avif' | 'jpg' | 'png';
  q?: number;
}

const MAX_SIZE = 4000;
// Resolves root-relative URLs (an app proxying images under its own origin) without inventing a host.
const RELATIVE_BASE = 'http://relative.invalid';

export function imageUrl(url: string, params: ImageParams): string {
  const target = new URL(url, RELATIVE_BASE);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const bounded = key === 'w' || key === 'h' ? Math.min(MAX_SIZE, Math.round(Number(value))) : value;
    target.searchParams.set(key, String(bounded));
  }
  const text = target.toString();
  return text.startsWith(RELATIVE_BASE) ? text.slice(RELATIVE_BASE.length) : text;
}

/** `srcset` of WebP renditions, never wider than the original (upscaling only costs bytes). */
export function imageSrcSet(url: string, widths: readonly number[], intrinsicWidth?: number): string {
  const usable = [...new Set(widths.map((w) => Math.min(w, intrinsicWidth ?? w)))].sort((a, b) => a - b);
  return usable.map((w) => `${imageUrl(url, { w, fm: 'webp' })} ${w}w`).join(', ');
}
