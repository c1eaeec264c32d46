import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import { IdResultSchema, listOf } from '@tradewind/contract/common/response.schema';
import { IdParamsSchema } from '@tradewind/contract/common/validation';
import {
  CarryFeeTemplateSchema,
  CreateCarryFeeTemplateSchema,
  CreateFreightTemplateSchema,
  FreightTemplateSchema,
  TemplateListQuerySchema,
  UpdateCarryFeeTemplateSchema,
  UpdateFreightTemplateSchema,
  type TemplateListQuery,
} from '@tradewind/contract/marketing/template.schema';
import { route, type AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import * as carry from '../carry-fee/carry-fee-template.service';
import * as freight from '../freight/freight.service';
import { deleteTemplate, setTemplateStatus, type TemplateKind } from './template-rows';

type TemplateApi<C, U, T> = {
  /** `freight` → /marketing/freight_template(s), permissions marketing:freight:* */
  entity: 'freight' | 'carry_fee';
  kind: TemplateKind;
  schema: z.ZodType<T>;
  create: z.ZodType<C, unknown>;
  update: z.ZodType<U, unknown>;
  list: (ctx: RequestContext, q: TemplateListQuery) => Promise<ListData<T>>;
  get: (ctx: RequestContext, id: number) => Promise<T>;
  save: { create: (ctx: RequestContext, input: C) => Promise<T>; update: (ctx: RequestContext, input: U) => Promise<T> };
};

/** One kind of template's calls: list, detail, create, update, enable, disable, delete — each with its permission, every change in the action log. */
function registerTemplateApi<C, U, T>(app: FastifyInstance, deps: AppDeps, api: TemplateApi<C, U, T>): void {
  const base = `/marketing/${api.entity}_template`;
  const perm = (action: string) => `marketing:${api.entity}:${action}`;
  const targetType = `marketing_${api.entity}_template`;
  route(app, deps, { method: 'GET', url: `${base}s`, permission: perm('list'), query: TemplateListQuerySchema, response: listOf(api.schema), handler: (ctx, { query }) => api.list(ctx, query) });
  route(app, deps, { method: 'GET', url: `${base}/:id`, permission: ['or', perm('list'), perm('update')], params: IdParamsSchema, response: api.schema, handler: (ctx, { params }) => api.get(ctx, params.id) });
  route(app, deps, { method: 'POST', url: base, permission: perm('create'), targetType, body: api.create, response: api.schema, handler: (ctx, { body }) => api.save.create(ctx, body) });
  route(app, deps, { method: 'PUT', url: base, permission: perm('update'), targetType, body: api.update, response: api.schema, handler: (ctx, { body }) => api.save.update(ctx, body) });
  for (const [action, status] of [['enable', 1], ['disable', 0]] as const) {
    route(app, deps, {
      method: 'PUT',
      url: `${base}/:id/${action}`,
      permission: perm('update'),
      targetType,
      params: IdParamsSchema,
      response: api.schema,
      handler: async (ctx, { params }) => {
        await setTemplateStatus(ctx, api.kind, params.id, status);
        return api.get(ctx, params.id);
      },
    });
  }
  route(app, deps, { method: 'DELETE', url: `${base}/:id`, permission: perm('delete'), targetType, params: IdParamsSchema, response: IdResultSchema, handler: (ctx, { params }) => deleteTemplate(ctx, api.kind, params.id) });
}

/** /marketing/freight_template* and /marketing/carry_fee_template* (marketing README "Freight and carry-fee templates"). */
export function registerTemplateRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerTemplateApi(app, deps, {
    entity: 'freight',
    kind: freight.FREIGHT,
    schema: FreightTemplateSchema,
    create: CreateFreightTemplateSchema,
    update: UpdateFreightTemplateSchema,
    list: freight.listFreightTemplates,
    get: freight.getFreightTemplate,
    save: { create: freight.createFreightTemplate, update: freight.updateFreightTemplate },
  });
  registerTemplateApi(app, deps, {
    entity: 'carry_fee',
    kind: carry.CARRY,
    schema: CarryFeeTemplateSchema,
    create: CreateCarryFeeTemplateSchema,
    update: UpdateCarryFeeTemplateSchema,
    list: carry.listCarryFeeTemplates,
    get: carry.getCarryFeeTemplate,
    save: { create: carry.createCarryFeeTemplate, update: carry.updateCarryFeeTemplate },
  });
}
