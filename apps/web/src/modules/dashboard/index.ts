// The dashboard module's public face.
import { registerWebMessages } from '@/core/i18n/web-messages';
import { workplaceMessages } from './workplace/workplace.messages';

registerWebMessages(workplaceMessages);

export { dashboardRoutes } from './dashboard.routes';
