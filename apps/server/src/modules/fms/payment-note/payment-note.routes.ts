import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import { z } from 'zod';
import {
  PaymentNoteAuditSchema,
  PaymentNoteBodySchema,
  PaymentNoteDetailSchema,
  PaymentNoteListQuerySchema,
  PaymentNoteListSchema,
  PaymentNoteTargetQuerySchema,
  PaymentNoteTargetSchema,
  PaymentTargetOptionQuerySchema,
  PaymentTargetOptionsSchema,
  QuickPaymentNoteSchema,
  UpdatePaymentNoteSchema,
} from '@tradewind/contract/fms/payment-note.schema';
import { PaymentMethodOptionSchema } from '@tradewind/contract/fms/fms-config.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { paymentMethodOptions } from '../payment-config/payment-config.service';
import { auditPaymentNote, quickPaymentNote } from './payment-note-audit';
import { paymentNoteExporter } from './payment-note.export';
import * as read from './payment-note.read';
import * as service from './payment-note.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const ATTACHMENTS: OwnUploadRule = { field: 'attachments', kind: 'file' };

/** Payment notes (fms README "Payment notes"): permission `fms:payment_note:{action}`; the quick payment needs both create and audit. */
export function registerPaymentNoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'fms_payment_note';
  const p = 'fms:payment_note';
  const detail = { targetType: t, response: PaymentNoteDetailSchema };
  readRoute(app, deps, '/fms/payment_notes', `${p}:list`, { query: PaymentNoteListQuerySchema, response: PaymentNoteListSchema, read: read.listPaymentNotes, exporter: paymentNoteExporter });
  route(app, deps, {
    method: 'GET',
    url: '/fms/payment_note/targets',
    permission: ['or', `${p}:create`, `${p}:update`],
    query: PaymentNoteTargetQuerySchema,
    response: PaymentNoteTargetSchema,
    handler: (ctx, { query }) => read.getPaymentTarget(ctx, query),
  });
  route(app, deps, {
    method: 'GET',
    url: '/fms/payment_note/target_options',
    permission: ['or', `${p}:create`, `${p}:update`],
    query: PaymentTargetOptionQuerySchema,
    response: PaymentTargetOptionsSchema,
    handler: (ctx, { query }) => read.listTargetOptions(ctx, query),
  });
  // the form's and the list's methods: every live one but the customer's balance (a payment never goes out through it)
  route(app, deps, {
    method: 'GET',
    url: '/fms/payment_note/methods',
    permission: ['or', `${p}:list`, `${p}:create`, `${p}:update`],
    response: z.object({ list: z.array(PaymentMethodOptionSchema) }),
    handler: async (ctx) => ({ list: (await paymentMethodOptions(ctx)).filter((m) => m.kind !== 5) }),
  });
  route(app, deps, { method: 'GET', url: '/fms/payment_note/:id', permission: ['or', `${p}:list`, 'fms/payment_note/Print'], params: IdParamsSchema, response: PaymentNoteDetailSchema, handler: (ctx, { params }) => read.getPaymentNote(ctx, params.id) });
  route(app, deps, {
    method: 'POST',
    url: '/fms/payment_note',
    permission: `${p}:create`,
    body: PaymentNoteBodySchema,
    ...detail,
    handler: async (ctx, { body }) => read.getPaymentNote(ctx, await service.createPaymentNote(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) })),
  });
  route(app, deps, { method: 'POST', url: '/fms/payment_note/quick', permission: [`${p}:create`, `${p}:audit`], body: QuickPaymentNoteSchema, ...detail, handler: (ctx, { body }) => quickPaymentNote(ctx, body) });
  route(app, deps, { method: 'PUT', url: '/fms/payment_note', permission: `${p}:update`, body: UpdatePaymentNoteSchema, ...detail, handler: async (ctx, { body }) => service.updatePaymentNote(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) }) });
  route(app, deps, { method: 'DELETE', url: '/fms/payment_note/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deletePaymentNote(ctx, params.id) });
  route(app, deps, {
    method: 'PUT',
    url: '/fms/payment_note/:id/audit',
    permission: `${p}:audit`,
    params: IdParamsSchema,
    body: PaymentNoteAuditSchema,
    ...detail,
    handler: (ctx, { params, body }) => auditPaymentNote(ctx, params.id, body.remark),
  });
}
