import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { formatDateTime } from '@tradewind/contract/common/time';
import type { PurchaseOrderShareLink, SharedPurchaseOrder } from '@tradewind/contract/wms/purchase-order.schema';
import { hashToken, newToken } from '@/core/auth/token';
import { queryOne } from '@/core/db/database';
import { enterTenant } from '@/core/db/tenancy';
import { conflict, notFound } from '@/core/http/errors';
import type { PublicContext, RequestContext } from '@/core/http/request-context';
import { readSkus } from '@/modules/pms';
import { suppliers } from '../supplier/supplier.table';
import { warehouses } from '../warehouse/warehouse.table';
import { purchaseOrderItems, purchaseOrderShares, purchaseOrders } from './purchase-order.table';
import { addressText } from '@tradewind/contract/common/address';

/** States an order may be shared in: from submitted on, not cancelled. */
const SHAREABLE = [1, 2, 3, 4, 5];
const DAY_MS = 86_400_000;

/** The order's live link (not revoked, not expired), for the detail page; the token is never stored. */
export async function liveShareOf(ctx: RequestContext, orderId: number): Promise<{ expires_at: string; created_at: string } | null> {
  const [row] = await ctx.db
    .select({ expiresAt: purchaseOrderShares.expiresAt, createdAt: purchaseOrderShares.createdAt })
    .from(purchaseOrderShares)
    .where(and(eq(purchaseOrderShares.purchaseOrderId, orderId), isNull(purchaseOrderShares.revokedAt), gt(purchaseOrderShares.expiresAt, sql`now()`)))
    .orderBy(asc(purchaseOrderShares.id))
    .limit(1);
  const tz = ctx.session.timeZone;
  return row ? { expires_at: formatDateTime(row.expiresAt, tz) ?? '', created_at: formatDateTime(row.createdAt, tz) ?? '' } : null;
}

const revokeLive = (ctx: RequestContext, orderId: number) =>
  ctx.db
    .update(purchaseOrderShares)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(purchaseOrderShares.purchaseOrderId, orderId), isNull(purchaseOrderShares.revokedAt)));

/**
 * `POST /wms/purchase_order/:id/share`: a new random token valid `days` days (only its SHA-256 is kept);
 * any earlier link of the order is revoked, so one link lives at a time. `show_prices`, when given, sets
 * whether the shared page shows prices. Drafts and cancelled orders are not shared (409).
 */
export async function sharePurchaseOrder(ctx: RequestContext, order: { id: number; status: number }, days: number, showPrices: number | undefined): Promise<PurchaseOrderShareLink> {
  if (!SHAREABLE.includes(order.status)) throw conflict('wms.po_share_not_allowed');
  await revokeLive(ctx, order.id);
  if (showPrices !== undefined) await ctx.db.update(purchaseOrders).set({ showPricesOnShare: showPrices }).where(eq(purchaseOrders.id, order.id));
  const token = newToken();
  const expiresAt = new Date(Date.now() + days * DAY_MS);
  await ctx.db.insert(purchaseOrderShares).values({ tenantId: ctx.tenantId, purchaseOrderId: order.id, tokenHash: hashToken(token), expiresAt, createdBy: ctx.staffId });
  return { token, url: `/share/purchase_order?token=${token}`, expires_at: formatDateTime(expiresAt, ctx.session.timeZone) ?? '' };
}

/** `DELETE /wms/purchase_order/:id/share`: the live link stops working at once. */
export async function revokePurchaseOrderShare(ctx: RequestContext, orderId: number): Promise<{ id: number }> {
  await revokeLive(ctx, orderId);
  return { id: orderId };
}

/**
 * `GET /share/purchase_order?token=` (no login): the token's hash is looked up with the owner's rights,
 * then the transaction enters that tenant and reads the order as its supplier may see it. An unknown
 * (forged) token, a revoked or an expired one each answer 404 with their own message; nothing of the
 * order is told. Prices and amounts are left out when the buyer unticked them.
 */
export async function readSharedPurchaseOrder(ctx: PublicContext, token: string): Promise<SharedPurchaseOrder> {
  const [share] = await ctx.db
    .select({ tenantId: purchaseOrderShares.tenantId, orderId: purchaseOrderShares.purchaseOrderId, expiresAt: purchaseOrderShares.expiresAt, revokedAt: purchaseOrderShares.revokedAt, expired: sql<boolean>`${purchaseOrderShares.expiresAt} <= now()` })
    .from(purchaseOrderShares)
    .where(eq(purchaseOrderShares.tokenHash, hashToken(token)));
  if (!share) throw notFound('wms.po_share_invalid');
  if (share.revokedAt) throw notFound('wms.po_share_revoked');
  if (share.expired) throw notFound('wms.po_share_expired');
  const tenant = await queryOne<{ name: string; time_zone: string }>(ctx.db, sql`SELECT name, time_zone FROM tenants WHERE id = ${share.tenantId}::int`);
  await enterTenant(ctx.db, share.tenantId);
  const [order] = await ctx.db
    .select({
      number: purchaseOrders.number,
      status: purchaseOrders.status,
      supplierName: suppliers.name,
      warehouseName: warehouses.name,
      areaString: warehouses.areaString,
      address: warehouses.address,
      contactName: warehouses.contactName,
      contactPhone: warehouses.contactPhone,
      expectedDate: purchaseOrders.expectedDate,
      remark: purchaseOrders.remark,
      createdAt: purchaseOrders.createdAt,
      showPrices: purchaseOrders.showPricesOnShare,
      totalQty: purchaseOrders.totalQty,
      totalAmount: purchaseOrders.totalAmount,
    })
    .from(purchaseOrders)
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .innerJoin(warehouses, eq(warehouses.id, purchaseOrders.warehouseId))
    .where(eq(purchaseOrders.id, share.orderId));
  // a cancelled order's link stops answering like a revoked one
  if (!tenant || !order || order.status === 6) throw notFound('wms.po_share_revoked');
  const items = await ctx.db.select().from(purchaseOrderItems).where(eq(purchaseOrderItems.purchaseOrderId, share.orderId)).orderBy(asc(purchaseOrderItems.sort), asc(purchaseOrderItems.id));
  // the SKU reader only reads through the transaction, which is now the order's tenant's
  const skus = await readSkus({ db: ctx.db } as RequestContext, [...new Set(items.map((i) => i.skuId))]);
  const prices = order.showPrices === 1;
  const tz = tenant.time_zone;
  return {
    tenant_name: tenant.name,
    number: order.number ?? '',
    status: order.status,
    supplier_name: order.supplierName,
    warehouse_name: order.warehouseName,
    warehouse_address: addressText(order.areaString, order.address) || null,
    warehouse_contact: [order.contactName, order.contactPhone].filter(Boolean).join(' ') || null,
    expected_date: order.expectedDate,
    remark: order.remark,
    created_at: formatDateTime(order.createdAt, tz) ?? '',
    show_prices: prices ? 1 : 0,
    total_qty: order.totalQty,
    total_amount: prices ? order.totalAmount : null,
    expires_at: formatDateTime(share.expiresAt, tz) ?? '',
    items: items.map((i) => {
      const sku = skus.get(i.skuId);
      return {
        sku_code: sku?.code ?? '',
        name: sku?.name ?? '',
        spec_text: sku?.spec_text ?? '',
        unit_name: i.unitName,
        qty: i.qty,
        price: prices ? i.price : null,
        amount: prices ? i.amount : null,
        remark: i.remark,
      };
    }),
  };
}
