/** Contentful Images API parameters (w, h at most 4000; fm webp for every raster). */
export interface ImageParams {
  w?: number;
  h?: number;
  fm?: 'webp' | 'avif' | 'jpg' | 'png';
  q?: number;
}

const MAX_SIZE = 4000;

export function imageUrl(url: string, params: ImageParams): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    const bounded = key === 'w' || key === 'h' ? Math.min(MAX_SIZE, Math.round(Number(value))) : value;
    target.searchParams.set(key, String(bounded));
  }
  return target.toString();
}

/** `srcset` of WebP renditions, never wider than the original (upscaling only costs bytes). */
export function imageSrcSet(url: string, widths: readonly number[], intrinsicWidth?: number): string {
  const usable = [...new Set(widths.map((w) => Math.min(w, intrinsicWidth ?? w)))].sort((a, b) => a - b);
  return usable.map((w) => `${imageUrl(url, { w, fm: 'webp' })} ${w}w`).join(', ');
}
