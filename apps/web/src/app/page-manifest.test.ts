import { describe, expect, it } from 'vitest';
import { pageTitleKey, type ModulePages, type PageDecl } from '@tradewind/contract/common/pages';
import { routedModules } from '@/core/routing/page-routes';
import { translateText } from '@/core/i18n/web-messages';
import { menuLabel } from '@/shell/menu/menu-label';
import './module-routes';

/**
 * The web's side of the page manifests (contract `<module>.pages.ts`; the server's side is
 * apps/server/src/modules/system/menu/page-manifest.test.ts): the router routes every manifest, so every
 * menu page has a route with a component (`routesOf` takes one for each of a manifest's keys), and the
 * titles show in both locales.
 */
// a `pageList` (system/session.pages.ts) is part of a module's manifest, not one of its own
const manifests = Object.values(import.meta.glob<Record<string, ModulePages | readonly PageDecl[]>>('../../../../packages/contract/src/*/*.pages.ts', { eager: true }))
  .flatMap((exports) => Object.values(exports))
  .filter((value): value is ModulePages => 'key' in value);

describe('page manifests on the web', () => {
  it('are all routed by the router', () => {
    expect(manifests.length).toBeGreaterThan(0);
    expect(routedModules().map((m) => m.key).sort()).toEqual(manifests.map((m) => m.key).sort());
  });

  it('give every page its own address', () => {
    const paths = manifests.flatMap((m) => m.pages.map((p) => p.path));
    expect(paths.filter((p, at) => paths.indexOf(p) !== at)).toEqual([]);
  });

  it('title every page and menu group in both locales, and name menu entries in English', () => {
    for (const module of manifests) {
      for (const { key, path, title, layout } of [{ key: module.key, path: `/${module.key}`, title: module.title, layout: undefined }, ...module.pages]) {
        expect([translateText(pageTitleKey(key), 'zh-CN'), translateText(pageTitleKey(key), 'en-US')]).toEqual([title.zh, title.en]);
        // the shell's pages (menu entries); print and share pages have no menu to show
        if (layout === undefined) expect(menuLabel({ name: title.zh, router: path }, 'en-US')).toBe(title.en);
      }
    }
  });
});
