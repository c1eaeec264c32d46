import type { PickingTaskItem } from '@tradewind/contract/wms/picking.schema';

/** What the picker typed for a line: the picked quantity and, when short, why. */
export type PickEntry = { picked_qty: number | null; short_reason: string };

/** A line's entry as typed, else what was confirmed before, else the whole quantity (the usual case). */
export function entryOf(item: Pick<PickingTaskItem, 'id' | 'qty' | 'picked_qty' | 'short_reason'>, typed: Readonly<Record<number, PickEntry>>): PickEntry {
  return typed[item.id] ?? { picked_qty: Number(item.picked_qty ?? item.qty), short_reason: item.short_reason ?? '' };
}

/** Short: picked less than asked (the server refuses it without a reason: 422 on the line's short_reason). */
export const isShort = (item: Pick<PickingTaskItem, 'qty'>, entry: PickEntry) => entry.picked_qty !== null && entry.picked_qty < Number(item.qty);

/** The confirm call's lines: every line of the task, an empty quantity as 0, a reason only on a short line. */
export function confirmLinesOf(items: ReadonlyArray<Pick<PickingTaskItem, 'id' | 'qty' | 'picked_qty' | 'short_reason'>>, typed: Readonly<Record<number, PickEntry>>) {
  return items.map((item) => {
    const e = entryOf(item, typed);
    return { item_id: item.id, picked_qty: e.picked_qty ?? 0, short_reason: isShort(item, e) && e.short_reason.trim() ? e.short_reason.trim() : null };
  });
}
