export { registerMenuSeeds, registerModulePages, menuSeedsOf, type MenuSeed } from './menu.catalogue';
export { syncAllTenantMenus, syncTenantMenus, menuTreeFor } from './menu.service';
