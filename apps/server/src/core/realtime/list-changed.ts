import { LIST_CHANGED_TOPIC, MessageKind, listChannel, type ListChangedPayload } from '@tradewind/contract/common/realtime';
import type { Db } from '@/core/db/database';
import { publish } from './realtime-hub';

/** More ids than this and the event says only that the list changed (NOTIFY payloads are capped). */
const MAX_IDS = 200;

/**
 * Tells the open pages that show a list (subscribed to `list:<list>`, e.g. `oms.order`) that these of its
 * documents changed, at commit like every realtime event: they refetch. Services call it where a
 * document's change matters to others watching (an order audited or cancelled, a delivery signed …).
 */
export async function notifyListChanged(ctx: { db: Db; tenantId: number }, list: string, ids: readonly number[]): Promise<void> {
  const payload: ListChangedPayload = { list, ids: ids.length > MAX_IDS ? [] : ids.map(Number) };
  await publish(ctx.db, { tenantId: ctx.tenantId, channel: listChannel(list), message: { kind: MessageKind.group, channel: listChannel(list), topic: LIST_CHANGED_TOPIC, payload } });
}
