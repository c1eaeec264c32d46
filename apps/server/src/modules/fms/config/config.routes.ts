import type { FastifyInstance } from 'fastify';
import { translate, type MessageKey } from '@tradewind/contract/common/messages';
import { CUSTOMER_ACCOUNT_FIELDS, CUSTOMER_ACCOUNT_HISTORY_TYPES } from '@tradewind/contract/fms/balance-history.schema';
import {
  CustomerAccountConfigSchema,
  MONEY_IN_DOC_TYPES,
  MONEY_IN_TYPES,
  MONEY_OUT_DOC_TYPES,
  MONEY_OUT_TYPES,
  MONEY_TARGET_TYPES,
  MoneyHistoryConfigSchema,
  PrepayAccountConfigSchema,
  type ConfigOption,
  type MoneyHistoryConfig,
} from '@tradewind/contract/fms/fms-config.schema';
import { PAYMENT_KINDS } from '@tradewind/contract/fms/payment-config.schema';
import { PREPAY_HISTORY_TYPES, PREPAY_TARGET_TYPES } from '@tradewind/contract/fms/prepay-account.schema';
import { route, type AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import { paymentMethodOptions } from '../payment-config/payment-config.service';

/** Options named in the caller's language: `${prefix}${value}` in the contract's fms messages. */
const options = (ctx: RequestContext, prefix: string, values: readonly (string | number)[]): ConfigOption[] =>
  values.map((value) => ({ value, name: translate(`${prefix}${value}` as MessageKey, ctx.locale) }));

async function moneyConfig(ctx: RequestContext, direction: 'in' | 'out'): Promise<MoneyHistoryConfig> {
  return {
    types: options(ctx, `fms.money_${direction}_type.`, direction === 'in' ? MONEY_IN_TYPES : MONEY_OUT_TYPES),
    target_types: options(ctx, 'fms.target_type.', MONEY_TARGET_TYPES),
    payment_kinds: options(ctx, 'fms.payment_kind.', PAYMENT_KINDS),
    payment_methods: await paymentMethodOptions(ctx),
    doc_types: options(ctx, 'fms.doc_type.', direction === 'in' ? MONEY_IN_DOC_TYPES : MONEY_OUT_DOC_TYPES),
  };
}

/**
 * The enums each finance page filters by (spec 000 §7 "config" calls), each readable by whoever may open
 * the page (or its detail). The journals' lists (money in / out) come with issue 20 part two; their
 * filters are named now so the numbering is fixed.
 */
export function registerFmsConfigRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, {
    method: 'GET',
    url: '/fms/config/customer_account',
    permission: ['or', 'fms:customer_account:list', 'fms:customer_account:detail'],
    response: CustomerAccountConfigSchema,
    handler: async (ctx) => ({ fields: options(ctx, 'fms.field.', CUSTOMER_ACCOUNT_FIELDS), history_types: options(ctx, 'fms.balance_type.', CUSTOMER_ACCOUNT_HISTORY_TYPES) }),
  });
  route(app, deps, {
    method: 'GET',
    url: '/fms/config/finance_prepay_account',
    permission: ['or', 'fms:finance_prepay_account:list', 'fms:finance_prepay_account:detail'],
    response: PrepayAccountConfigSchema,
    handler: async (ctx) => ({ target_types: options(ctx, 'fms.prepay_target.', PREPAY_TARGET_TYPES), history_types: options(ctx, 'fms.prepay_type.', PREPAY_HISTORY_TYPES) }),
  });
  route(app, deps, { method: 'GET', url: '/fms/config/money_in_history', permission: 'fms:money_in:list', response: MoneyHistoryConfigSchema, handler: (ctx) => moneyConfig(ctx, 'in') });
  route(app, deps, { method: 'GET', url: '/fms/config/money_out_history', permission: 'fms:money_out:list', response: MoneyHistoryConfigSchema, handler: (ctx) => moneyConfig(ctx, 'out') });
}
