export type PageSlot = number | 'gap';

/**
 * The page numbers to show: always the first and last page, `siblings` pages either side of the current one,
 * and a gap where pages are left out. The number of slots stays constant, so the bar does not jump.
 */
export function paginationRange(current: number, total: number, siblings = 1): PageSlot[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(current, 1), total);
  const slots = siblings * 2 + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const edge = slots - 2;
  if (left <= 3) return [...Array.from({ length: edge }, (_, i) => i + 1), 'gap', total];
  if (right >= total - 2) return [1, 'gap', ...Array.from({ length: edge }, (_, i) => total - edge + 1 + i)];
  return [1, 'gap', ...Array.from({ length: right - left + 1 }, (_, i) => left + i), 'gap', total];
}
