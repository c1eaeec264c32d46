import type { CreateOrderInput, CreateOrderResult } from '@tradewind/contract/oms/order.schema';
import { ORDER_SOURCE } from '@tradewind/contract/oms/order.schema';
import { invalidField } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { createOrder } from '../order/order.service';
import { assertPhotoOrderPending, convertPhotoOrder } from './photo-order.service';

/**
 * `PUT /oms/photo_order/:id/convert`: the photo order locked and still pending (409 otherwise — of two
 * conversions at once the second waits and is refused), the order's customer its customer (422
 * `customer_id`), then the order made by the order module's create (source 2 photo order) and linked.
 * Any refusal rolls both back.
 */
export async function convertPhotoOrderIntoOrder(ctx: RequestContext, photoOrderId: number, input: CreateOrderInput): Promise<CreateOrderResult> {
  const photo = await assertPhotoOrderPending(ctx, photoOrderId);
  if (input.customer_id !== photo.customerId) throw invalidField('customer_id', 'oms.photo_order_customer_mismatch');
  const made = await createOrder(ctx, input, { source: ORDER_SOURCE.photo });
  await convertPhotoOrder(ctx, photoOrderId, made.id);
  ctx.audit.targetId = photoOrderId;
  return made;
}
