export { registerSettingRoutes } from './setting.routes';
export { checkPasswordPolicy, sessionLifetimeSeconds } from './setting.service';
