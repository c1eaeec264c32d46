import type { FastifyInstance } from 'fastify';
import { IdResultSchema } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CreateReceiptNoteSchema,
  QuickReceiptNoteSchema,
  ReceiptNoteDetailSchema,
  ReceiptNoteListQuerySchema,
  ReceiptNoteListSchema,
  ReceiptNoteOptionsSchema,
  ReceiptTargetsQuerySchema,
  ReceiptTargetsSchema,
  UpdateReceiptNoteSchema,
} from '@tradewind/contract/fms/receipt-note.schema';
import { route, type AppDeps } from '@/core/http/route';
import { readRoute } from '@/core/http/read-route';
import { receiptNoteExporter } from './receipt-note.export';
import { getReceiptNote, listReceiptNotes } from './receipt-note.read';
import * as service from './receipt-note.service';
import { type OwnUploadRule, ownUploads } from '@/modules/common';

const ATTACHMENTS: OwnUploadRule = { field: 'attachments', kind: 'file' };

/** Receipt notes (README "Receipt notes"): each action its own call and permission `fms:receipt_note:{action}`; quick needs create and audit. */
export function registerReceiptNoteRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = 'fms_receipt_note';
  const p = 'fms:receipt_note';
  const form = ['or', `${p}:create`, `${p}:update`] as const;
  readRoute(app, deps, '/fms/receipt_notes', `${p}:list`, { query: ReceiptNoteListQuerySchema, response: ReceiptNoteListSchema, read: listReceiptNotes, exporter: receiptNoteExporter });
  route(app, deps, { method: 'GET', url: '/fms/receipt_note/targets', permission: form, query: ReceiptTargetsQuerySchema, response: ReceiptTargetsSchema, handler: (ctx, { query }) => service.listReceiptTargets(ctx, query.customer_id) });
  route(app, deps, { method: 'GET', url: '/fms/receipt_note/options', permission: ['or', `${p}:create`, `${p}:update`, `${p}:list`], response: ReceiptNoteOptionsSchema, handler: (ctx) => service.receiptNoteOptions(ctx) });
  route(app, deps, { method: 'GET', url: '/fms/receipt_note/:id', permission: `${p}:list`, params: IdParamsSchema, response: ReceiptNoteDetailSchema, handler: (ctx, { params }) => getReceiptNote(ctx, params.id) });
  route(app, deps, { method: 'POST', url: '/fms/receipt_note/quick', permission: [`${p}:create`, `${p}:audit`], targetType: t, body: QuickReceiptNoteSchema, response: ReceiptNoteDetailSchema, handler: (ctx, { body }) => service.quickReceiptNote(ctx, body) });
  route(app, deps, { method: 'POST', url: '/fms/receipt_note', permission: `${p}:create`, targetType: t, body: CreateReceiptNoteSchema, response: ReceiptNoteDetailSchema, handler: async (ctx, { body }) => service.createReceiptNote(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) }) });
  route(app, deps, { method: 'PUT', url: '/fms/receipt_note', permission: `${p}:update`, targetType: t, body: UpdateReceiptNoteSchema, response: ReceiptNoteDetailSchema, handler: async (ctx, { body }) => service.updateReceiptNote(ctx, { ...body, attachments: await ownUploads(ctx, app.storage, body.attachments, ATTACHMENTS) }) });
  route(app, deps, { method: 'DELETE', url: '/fms/receipt_note/:id', permission: `${p}:delete`, targetType: t, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => service.deleteReceiptNote(ctx, params.id) });
  route(app, deps, { method: 'PUT', url: '/fms/receipt_note/:id/audit', permission: `${p}:audit`, targetType: t, params: IdParamsSchema, response: ReceiptNoteDetailSchema, handler: (ctx, { params }) => service.auditReceiptNote(ctx, params.id) });
}
