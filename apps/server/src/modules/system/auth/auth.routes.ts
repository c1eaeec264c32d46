import type { FastifyInstance } from 'fastify';
import { ChangePasswordSchema, LoginSchema, UpdateInfoSchema } from '@tradewind/contract/system/auth.schema';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import * as service from './auth.service';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps, settings: service.AuthSettings): void {
  publicRoute(app, deps, { method: 'POST', url: '/auth/login', body: LoginSchema, handler: (ctx, { body }) => service.login(ctx, body, settings) });
  route(app, deps, {
    method: 'POST',
    url: '/auth/logout',
    permission: 'session',
    action: 'auth.logout',
    skipStoreCheck: true,
    allowEndedContract: true,
    successMessage: 'auth.logged_out',
    handler: (ctx) => service.logout(ctx),
  });
  route(app, deps, {
    method: 'GET',
    url: '/auth/info',
    permission: 'session',
    skipStoreCheck: true,
    allowEndedContract: true,
    handler: (ctx) => service.authInfo(ctx),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/auth/info',
    permission: 'session',
    action: 'auth.update_info',
    skipStoreCheck: true,
    body: UpdateInfoSchema,
    handler: (ctx, { body }) => service.updateInfo(ctx, body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/auth/password',
    permission: 'session',
    action: 'auth.change_password',
    skipStoreCheck: true,
    body: ChangePasswordSchema,
    handler: (ctx, { body }) => service.changePassword(ctx, body, settings),
  });
}
