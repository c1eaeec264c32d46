import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { BizGoal, CreateBizGoalSchema } from '@tradewind/contract/crm/biz-goal.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const bizGoalKeys = createQueryKeys('crm', 'biz_goal');

/** GET /crm/biz_goals: a year's goals (at most 100 on one page: a company has few departments and reps with goals). */
export function useBizGoalsQuery(year: number) {
  return useQuery({
    queryKey: [...bizGoalKeys.lists(), year],
    queryFn: async ({ signal }) => (await http.get<ListData<BizGoal>>('/crm/biz_goals', { query: { year, page_size: 100 }, signal })).data.list,
  });
}

export type BizGoalBody = z.input<typeof CreateBizGoalSchema>;
/** POST /crm/biz_goal (id null) or PUT /crm/biz_goal. */
export const useSaveBizGoalMutation = () => useSaveMutation<BizGoalBody, BizGoal>({ path: '/crm/biz_goal', keys: bizGoalKeys });
/** DELETE /crm/biz_goal/{id} */
export const useDeleteBizGoalMutation = () => useDeleteMutation({ path: '/crm/biz_goal', keys: bizGoalKeys });
