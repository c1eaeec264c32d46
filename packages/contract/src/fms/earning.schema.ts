/**
 * Who earns a `fms_worker_earnings` row: 'staff' is a system staff member (pickers are staff with a picker
 * role until logistics brings workers); 'worker' is a logistics worker (lms), not yet a table, so its id
 * is not checked.
 */
export const EARNING_TARGET_TYPES = ['staff', 'worker'] as const;
export type EarningTargetType = (typeof EARNING_TARGET_TYPES)[number];

/** What earned it: the known sources; a module may post another (lower-case snake_case, ≤ 30 characters). */
export const EarningSourceType = { pickingTask: 'picking_task', delivery: 'delivery', carryFee: 'carry_fee' } as const;
export type EarningSourceType = (typeof EarningSourceType)[keyof typeof EarningSourceType];
export const EARNING_SOURCE_PATTERN = /^[a-z][a-z0-9_]{0,29}$/;
