import { LINE_STATES, LINE_STATUS } from '@tradewind/contract/lms/lms.schema';
import { lmsPages } from '@tradewind/contract/lms/lms.pages';
import { registerStateTodo } from '@/modules/common';
import { lines } from './lms.table';

/** The workplace's to-do of logistics (apps/server/README.md "To-dos"): planned lines waiting to depart. */
export function registerLmsTodos(): void {
  registerStateTodo({ key: 'lms.line_depart', title: { zh: '待发车线路', en: 'Lines to depart' }, sort: 50,
    pages: lmsPages, page: 'lms.line', action: LINE_STATES.actions.depart.permission, table: lines, status: LINE_STATUS.planned });
}
