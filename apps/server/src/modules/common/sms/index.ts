export { registerSmsRoutes, SMS_PURPOSES } from './sms.routes';
export { consumeCode, type SmsSender } from './sms.service';
