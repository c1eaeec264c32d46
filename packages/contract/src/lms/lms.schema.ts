/**
 * The logistics core's states and kinds (docs/trading-model.md §5; migration 0031), shared by the lms parts and the
 * pages. Their names are the messages `lms.<kind>.<n>`.
 */
import { defineStates, type ActionOf } from '../common/document-states';

export const WORKER_TYPE = { driver: 1, loader: 2, both: 3 } as const;
export const WORKER_TYPES = [1, 2, 3] as const;
export const WORKER_STATUS = { left: 0, onDuty: 1, onLeave: 2 } as const;
export const WORKER_STATUSES = [0, 1, 2] as const;

export const CAR_STATUS = { retired: 0, available: 1, underRepair: 2 } as const;
export const CAR_STATUSES = [0, 1, 2] as const;

export const LOGISTICS_ORDER_STATUS = { waiting: 0, onLine: 1, departed: 2, signed: 3, failed: 4 } as const;
export const LOGISTICS_ORDER_STATUSES = [0, 1, 2, 3, 4] as const;
/**
 * A logistics order moves with its line: planned onto a line (or moved to another), back to waiting when
 * taken off or the line is called off, out with the line's departure, then signed for or failed at the
 * door; a waiting one is closed when its order is delivered, completed (as signed) or cancelled (as failed)
 * by any other path. A departed one can be taken off its line by a dispatcher: back to waiting, or closed as
 * signed when its order was already delivered.
 */
export const LOGISTICS_ORDER_STATES = defineStates({
  states: LOGISTICS_ORDER_STATUSES,
  actions: {
    plan: { from: [0, 1], to: 1 },
    unplan: { from: [1], to: 0 },
    depart: { from: [1], to: 2 },
    sign: { from: [2], to: 3 },
    fail: { from: [2], to: 4 },
    deliver_by_hand: { from: [0], to: 3 },
    close_cancelled: { from: [0], to: 4 },
    take_off: { from: [2], to: 0 },
    close_delivered: { from: [2], to: 3 },
  },
});
export type LogisticsOrderAction = ActionOf<typeof LOGISTICS_ORDER_STATES>;

export const LINE_STATUS = { cancelled: 0, planned: 1, departed: 2, completed: 3 } as const;
export const LINE_STATUSES = [0, 1, 2, 3] as const;
/** A planned line departs (its orders go out) or is called off; its last sign-in completes it, or a dispatcher closes it by hand. */
export const LINE_STATES = defineStates({
  states: LINE_STATUSES,
  actions: {
    depart: { from: [1], to: 2, permission: 'lms:line:depart' },
    cancel: { from: [1], to: 0, permission: 'lms:line:cancel' },
    // the last stop signed for (or failed) completes it: the sign-in's, no button of its own
    complete: { from: [2], to: 3 },
    // a departed line that cannot finish by sign-ins: its pending stops taken off, the reason logged
    close: { from: [2], to: 3, permission: 'lms:line:close' },
  },
});
export type LineAction = ActionOf<typeof LINE_STATES>;

export const STOP_STATUS = { pending: 0, signed: 1, failed: 2 } as const;
