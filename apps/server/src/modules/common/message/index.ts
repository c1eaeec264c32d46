export { registerMessageRoutes } from './message.routes';
export { sendMessage, unreadCount, type MessageText, type NewMessage } from './message.service';
