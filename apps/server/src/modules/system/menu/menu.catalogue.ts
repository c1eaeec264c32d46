import { buttonKeyOf, modulePathOf, type ModulePages } from '@tradewind/contract/common/pages';

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

/**
 * A module's page manifest (contract `<module>.pages.ts`) as menu entries: its group, its pages that
 * have a menu entry and their buttons.
 */
export function menuSeedsOf(module: ModulePages): MenuSeed[] {
  const seeds: MenuSeed[] = [{ key: module.key, type: 1, name: module.title.zh, icon: module.icon, router: modulePathOf(module), sort: module.sort }];
  for (const page of module.pages) {
    if (page.menu === false) continue;
    // a menu entry holds one permission string: a rule (['or', …]) would leave the entry to everyone
    if (page.permission !== undefined && typeof page.permission !== 'string') throw new Error(`menu page ${page.key}: its permission must be one string, not a rule`);
    const permission = page.permission;
    seeds.push({ key: page.key, parent: page.parent ?? module.key, type: 2, name: page.title.zh, icon: page.icon, router: page.path, sort: page.sort ?? 0, permission, is_show: page.hidden ? 0 : 1 });
    (page.buttons ?? []).forEach(([buttonPermission, name], at) =>
      seeds.push({ key: buttonKeyOf(module, page, buttonPermission), parent: page.key, type: 3, name, permission: buttonPermission, sort: at + 1 }),
    );
  }
  return seeds;
}

const manifests: ModulePages[] = [];

/** Registers the menu entries of modules' page manifests. */
export function registerModulePages(...modules: readonly ModulePages[]): void {
  for (const module of modules) {
    manifests.push(module);
    registerMenuSeeds(menuSeedsOf(module));
  }
}

/** The manifests registered, for the consistency test. */
export function registeredModulePages(): readonly ModulePages[] {
  return manifests;
}

/** Parents before children, so a sync can resolve parent keys in one pass. */
export function menuSeeds(): readonly MenuSeed[] {
  const byKey = new Map(seeds.map((s) => [s.key, s]));
  const depth = (s: MenuSeed): number => (s.parent && byKey.has(s.parent) ? 1 + depth(byKey.get(s.parent)!) : 0);
  return [...seeds].sort((a, b) => depth(a) - depth(b));
}
