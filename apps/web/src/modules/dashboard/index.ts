// The dashboard module's public face.
import { registerWebMessages } from '@/core/i18n/web-messages';
import { workplaceMessages } from './workplace/workplace.messages';

registerWebMessages(workplaceMessages);

export { dashboardRoutes } from './dashboard.routes';
/** Other modules add their to-do groups to the workplace with this. */
export { registerWorkplaceTodo, type WorkplaceTodo, type WorkplaceTodoItem } from './workplace/workplace-todos';
