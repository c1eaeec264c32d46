import { sql } from 'drizzle-orm';
import { marketingPages } from '@tradewind/contract/marketing/marketing.pages';
import { FEEDBACK_STATUS } from '@tradewind/contract/marketing/feedback.schema';
import { countTodo, onListPage, registerTodo } from '@/modules/common';
import { feedbacks } from './feedback.table';

/** The workplace's to-do (apps/server/README.md "To-dos"): new feedback waiting for a reply, as the list's 待处理 filter shows it. */
export function registerFeedbackTodos(): void {
  registerTodo({
    key: 'marketing.feedback_new',
    title: { zh: '待处理反馈', en: 'Feedback to answer' },
    ...onListPage(marketingPages, 'marketing.feedback', `?status=${FEEDBACK_STATUS.new}`, 'marketing:feedback:reply'),
    // after the customers' own work (invoices 66)
    sort: 68,
    count: (ctx) => countTodo(ctx, sql`${feedbacks} WHERE ${feedbacks.status} = ${FEEDBACK_STATUS.new}`),
  });
}
