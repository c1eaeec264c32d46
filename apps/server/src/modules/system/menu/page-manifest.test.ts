import { describe, expect, it } from 'vitest';
import { permissionsOf } from '@tradewind/contract/common/permission';
import { routePermissions } from '@/core/auth/permission-registry';
import { useTestApp } from '@/test/test-app';
import { menuSeeds, menuSeedsOf, registeredModulePages } from './menu.catalogue';

/**
 * The page manifests (contract `<module>.pages.ts`) are the one declaration of the pages: the menu
 * seeds come from them alone, every menu page names its permission, and every permission a route's
 * guard checks is one a role can be given — a page's or a button's in a manifest. (The web's side —
 * every page has a route and a component — is apps/web/src/app/page-manifest.test.ts.)
 */
useTestApp(); // builds the app: every module registers its routes and menus

/** Pages every signed-in staff member opens. */
const OPEN_PAGES = new Set(['dashboard.workplace']);
/** Buttons whose permission a service checks inside a call rather than a route's guard. */
const CHECKED_IN_CALLS = new Set(['oms:order:change_price', 'crm:visit_plan:assign', 'wms:stock_count:book', 'wms:transfer_order:cross_store']);

const manifests = () => registeredModulePages();
const pages = () => manifests().flatMap((m) => m.pages);
const declared = () => new Set(pages().flatMap((p) => [...permissionsOf(p.permission), ...(p.buttons ?? []).map(([permission]) => permission)]));

describe('page manifests', () => {
  it('are the only source of the menu seeds', () => {
    const derived = manifests().flatMap((m) => menuSeedsOf(m).map((s) => s.key));
    expect(new Set(derived).size).toBe(derived.length);
    expect(menuSeeds().map((s) => s.key).sort()).toEqual([...derived].sort());
  });

  it('give every menu page a permission', () => {
    const without = pages().filter((p) => p.menu !== false && p.layout === undefined && !p.permission && !OPEN_PAGES.has(p.key));
    expect(without.map((p) => p.key)).toEqual([]);
  });

  it('declare every permission a route checks', () => {
    const known = declared();
    expect([...routePermissions()].filter((p) => !known.has(p)).sort()).toEqual([]);
  });

  it('give no button a permission nothing checks', () => {
    const guarded = routePermissions();
    const pagePermissions = new Set(pages().flatMap((p) => permissionsOf(p.permission)));
    const idle = pages()
      .flatMap((p) => (p.buttons ?? []).map(([permission]) => permission))
      .filter((p) => !guarded.has(p) && !pagePermissions.has(p) && !CHECKED_IN_CALLS.has(p));
    expect(idle).toEqual([]);
  });
});
