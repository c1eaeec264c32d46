import type { MessageEntry } from '../common/core-messages';
import { fleetMessages } from './fleet.messages';
import { lineMessages } from './line.messages';
import { logisticsMessages } from './logistics.messages';

/**
 * Every text of the logistics module's contract, zh-CN and en-US: the shared states here, each part's
 * own in its file (fleet: workers, cars, settings, carry fees, worker orders; logistics: logistics orders
 * and sign-ins; line: lines, pre-lines, plans and the map).
 */
export const lmsMessages = {
  'lms.worker_type.1': { zh: '司机', en: 'Driver' },
  'lms.worker_type.2': { zh: '装卸工', en: 'Loader' },
  'lms.worker_type.3': { zh: '司机兼装卸', en: 'Driver and loader' },
  'lms.worker_status.0': { zh: '已离职', en: 'Left' },
  'lms.worker_status.1': { zh: '在岗', en: 'On duty' },
  'lms.worker_status.2': { zh: '休假', en: 'On leave' },
  'lms.car_status.0': { zh: '已报废', en: 'Retired' },
  'lms.car_status.1': { zh: '可用', en: 'Available' },
  'lms.car_status.2': { zh: '维修中', en: 'Under repair' },
  'lms.logistics_order_status.0': { zh: '待排线', en: 'Waiting' },
  'lms.logistics_order_status.1': { zh: '已排线', en: 'On a line' },
  'lms.logistics_order_status.2': { zh: '配送中', en: 'Departed' },
  'lms.logistics_order_status.3': { zh: '已签收', en: 'Signed' },
  'lms.logistics_order_status.4': { zh: '配送失败', en: 'Failed' },
  'lms.line_status.0': { zh: '已取消', en: 'Cancelled' },
  'lms.line_status.1': { zh: '已计划', en: 'Planned' },
  'lms.line_status.2': { zh: '已发车', en: 'Departed' },
  'lms.line_status.3': { zh: '已完成', en: 'Completed' },
  'lms.stop_status.0': { zh: '待送达', en: 'Pending' },
  'lms.stop_status.1': { zh: '已签收', en: 'Signed' },
  'lms.stop_status.2': { zh: '失败', en: 'Failed' },
  ...fleetMessages,
  ...logisticsMessages,
  ...lineMessages,
} as const satisfies Record<string, MessageEntry>;
