// The system module's public face: what the router and other modules may use.
export { authRoutes } from './auth/auth.routes';
export { useAuthInfoQuery } from './auth/api/auth.queries';
export { useLogoutMutation } from './auth/api/auth.mutations';
export { authKeys } from './auth/api/auth.keys';
