export { registerAuthRoutes } from './auth.routes';
export { issueToken, revokeStaffTokens, type AuthSettings } from './auth.service';
