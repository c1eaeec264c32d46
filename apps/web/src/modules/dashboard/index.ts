// The dashboard module's public face.
import type { RouteObject } from 'react-router';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleTitle } from '@/shell/menu/menu-label';
import { workplaceMessages } from './workplace/workplace.messages';
import { workplaceRoutes } from './workplace/workplace.routes';

registerWebMessages(workplaceMessages);
registerModuleTitle('/dashboard', 'route.dashboard');

export const dashboardRoutes: RouteObject[] = [...workplaceRoutes];
/** Other modules add their to-do groups to the workplace with this. */
export { registerWorkplaceTodo, type WorkplaceTodo, type WorkplaceTodoItem } from './workplace/workplace-todos';
