export { sendMessage, unreadCount, type NewMessage } from './message.service';
