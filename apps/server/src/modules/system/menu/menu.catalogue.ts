/**
 * The menu tree the product ships: modules (type 1), pages (type 2) and buttons (type 3). Each module
 * registers the pages that exist in the web app; every tenant gets the entries it lacks on start, and a
 * tenant's own edits (names, order, visibility) are kept.
 */
export type MenuSeed = {
  key: string;
  parent?: string;
  type: 1 | 2 | 3;
  /** Chinese title, as in the route catalogue */
  name: string;
  icon?: string;
  router?: string;
  sort: number;
  permission?: string;
  is_show?: 0 | 1;
};

const seeds: MenuSeed[] = [];

export function registerMenuSeeds(entries: readonly MenuSeed[]): void {
  for (const entry of entries) {
    const at = seeds.findIndex((s) => s.key === entry.key);
    if (at >= 0) seeds[at] = entry;
    else seeds.push(entry);
  }
}

/** Parents before children, so a sync can resolve parent keys in one pass. */
export function menuSeeds(): readonly MenuSeed[] {
  const byKey = new Map(seeds.map((s) => [s.key, s]));
  const depth = (s: MenuSeed): number => (s.parent && byKey.has(s.parent) ? 1 + depth(byKey.get(s.parent)!) : 0);
  return [...seeds].sort((a, b) => depth(a) - depth(b));
}
