import type { ComponentType } from 'react';
import * as menuIconSet from './menu-icon-set';

/**
 * Icons a menu may carry, by their @ant-design/icons name as the menu tree stores them: the side menu draws
 * them and the menu editor offers them. A fixed list rather than the whole icon set keeps the bundle small.
 */
export const MENU_ICONS: Record<string, ComponentType> = { ...menuIconSet };
