import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  AuthInfoSchema,
  ChangePasswordSchema,
  LoginAnswerSchema,
  LoginResultSchema,
  LoginSchema,
  RegisterSchema,
  ScanTicketCreatedSchema,
  ScanTicketInfoSchema,
  ScanTicketPollSchema,
  ScanTicketSchema,
  UpdateInfoSchema,
} from '@tradewind/contract/system/auth.schema';
import { publicRoute, route, type AppDeps } from '@/core/http/route';
import * as service from './auth.service';
import { register } from './register.service';
import * as scan from './scan-login.service';
import { ownUploadOrNull } from '@/modules/common';

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps, settings: service.AuthSettings): void {
  publicRoute(app, deps, { method: 'POST', url: '/auth/login', body: LoginSchema, response: LoginAnswerSchema, handler: (ctx, { body }) => service.login(ctx, body, settings) });
  route(app, deps, {
    method: 'POST',
    url: '/auth/logout',
    permission: 'session',
    action: 'auth.logout',
    skipStoreCheck: true,
    allowEndedContract: true,
    successMessage: 'auth.logged_out',
    response: z.null(),
    handler: (ctx) => service.logout(ctx),
  });
  route(app, deps, {
    method: 'GET',
    url: '/auth/info',
    permission: 'session',
    skipStoreCheck: true,
    allowEndedContract: true,
    response: AuthInfoSchema,
    handler: (ctx) => service.authInfo(ctx),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/auth/info',
    permission: 'session',
    action: 'auth.update_info',
    skipStoreCheck: true,
    body: UpdateInfoSchema,
    response: AuthInfoSchema,
    handler: async (ctx, { body }) => service.updateInfo(ctx, body.avatar ? { ...body, avatar: await ownUploadOrNull(ctx, app.storage, body.avatar, { field: 'avatar', kind: 'image' }) } : body),
  });
  route(app, deps, {
    method: 'PUT',
    url: '/auth/password',
    permission: 'session',
    action: 'auth.change_password',
    skipStoreCheck: true,
    body: ChangePasswordSchema,
    response: z.null(),
    handler: (ctx, { body }) => service.changePassword(ctx, body, settings),
  });
  publicRoute(app, deps, { method: 'POST', url: '/auth/register', body: RegisterSchema, response: LoginResultSchema, handler: (ctx, { body }) => register(ctx, body, settings) });

  // Scan login: the waiting page makes and polls a ticket; a signed-in session confirms or cancels it.
  publicRoute(app, deps, { method: 'POST', url: '/auth/scan_login/ticket', response: ScanTicketCreatedSchema, handler: (ctx) => scan.createTicket(ctx) });
  publicRoute(app, deps, { method: 'GET', url: '/auth/scan_login/ticket', query: ScanTicketSchema, response: ScanTicketPollSchema, handler: (ctx, { query }) => scan.pollTicket(ctx, query.ticket, settings) });
  route(app, deps, {
    method: 'GET',
    url: '/auth/scan_login/info',
    permission: 'session',
    skipStoreCheck: true,
    query: ScanTicketSchema,
    response: ScanTicketInfoSchema,
    handler: (ctx, { query }) => scan.describeTicket(ctx, query.ticket),
  });
  route(app, deps, {
    method: 'POST',
    url: '/auth/scan_login/confirm',
    permission: 'session',
    action: 'auth.scan_login_confirm',
    skipStoreCheck: true,
    body: ScanTicketSchema,
    response: z.null(),
    handler: (ctx, { body }) => scan.confirmTicket(ctx, body.ticket),
  });
  route(app, deps, {
    method: 'POST',
    url: '/auth/scan_login/cancel',
    permission: 'session',
    action: 'auth.scan_login_cancel',
    skipStoreCheck: true,
    body: ScanTicketSchema,
    response: z.null(),
    handler: (ctx, { body }) => scan.cancelTicket(ctx, body.ticket),
  });
}
