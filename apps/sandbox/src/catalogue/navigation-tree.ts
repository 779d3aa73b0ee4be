import type { Doc } from './entities/store.js';

/** The navigation as a tree below a root: `depth` levels, plus every level on the way to the active category. */
export function buildTree(flat: Doc[], rootId: string, depth: number, activePath: Set<string>): Doc[] {
  const byParent = new Map<string, Doc[]>();
  for (const category of flat) {
    const parentId = String(category.parentId ?? '');
    const list = byParent.get(parentId) ?? [];
    list.push(category);
    byParent.set(parentId, list);
  }
  const walk = (parentId: string, level: number): Doc[] =>
    (byParent.get(parentId) ?? []).map((category) => {
      const id = String(category.id);
      const expand = level < depth || activePath.has(id);
      return { ...category, children: expand ? walk(id, level + 1) : [] };
    });
  return walk(rootId, 1);
}

/** The same categories as a flat list, parents before their children. */
export function descendants(flat: Doc[], rootId: string, depth: number, activePath: Set<string>): Doc[] {
  const result: Doc[] = [];
  const walk = (parentId: string, level: number) => {
    for (const category of flat) {
      if (category.parentId !== parentId) continue;
      result.push(category);
      if (level < depth || activePath.has(String(category.id))) walk(String(category.id), level + 1);
    }
  };
  walk(rootId, 1);
  return result;
}
