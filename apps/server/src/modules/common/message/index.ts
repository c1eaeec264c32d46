export { registerMessageRoutes } from './message.routes';
export { sendMessage, unreadCount, type NewMessage } from './message.service';
