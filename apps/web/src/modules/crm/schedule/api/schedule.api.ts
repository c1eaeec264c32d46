import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Schedule, ScheduleCalendar, ScheduleInputSchema, ScheduleStaff } from '@tradewind/contract/crm/schedule.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';

export const scheduleKeys = {
  ...createQueryKeys('crm', 'schedule'),
  calendar: (range: object) => ['crm', 'schedule', 'calendar', range] as const,
  staff: () => ['crm', 'schedule', 'staff'] as const,
};

/** GET /crm/schedule/staffs: whose calendars the person may read (themselves first). */
export function useScheduleStaffQuery() {
  return useQuery({
    queryKey: scheduleKeys.staff(),
    queryFn: async ({ signal }) => (await http.get<{ list: ScheduleStaff[] }>('/crm/schedule/staffs', { signal })).data.list,
    staleTime: 5 * 60_000,
  });
}

/** GET /crm/schedules: the person's tasks, follow-ups due and done in the days. */
export function useCalendarQuery(range: { start_date: string; end_date: string; staff_id?: number | null }) {
  return useQuery({
    queryKey: scheduleKeys.calendar(range),
    queryFn: async ({ signal }) => (await http.get<ScheduleCalendar>('/crm/schedules', { query: range, signal })).data,
    placeholderData: (previous) => previous,
  });
}

export function useScheduleQuery(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Schedule>(`/crm/schedule/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

export type ScheduleBody = z.input<typeof ScheduleInputSchema>;

const useInvalidateSchedule = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
};

/** POST /crm/schedule (id null) or PUT /crm/schedule/{id}. */
export function useSaveScheduleMutation() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: ScheduleBody }) =>
      (id === null ? await http.post<Schedule>('/crm/schedule', input, { quiet: true }) : await http.put<Schedule>(`/crm/schedule/${id}`, input, { quiet: true })).data,
    onSuccess: invalidate,
  });
}

/** PUT /crm/schedule/{id}/done */
export function useScheduleDoneMutation() {
  const invalidate = useInvalidateSchedule();
  return useMutation({ mutationFn: async ({ id, done }: { id: number; done: 0 | 1 }) => (await http.put<Schedule>(`/crm/schedule/${id}/done`, { done })).data, onSuccess: invalidate });
}

/** DELETE /crm/schedule/{id} */
export function useDeleteScheduleMutation() {
  const invalidate = useInvalidateSchedule();
  return useMutation({ mutationFn: async (id: number) => http.delete<unknown>(`/crm/schedule/${id}`), onSuccess: invalidate });
}
