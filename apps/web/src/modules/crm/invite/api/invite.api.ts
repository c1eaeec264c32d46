import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteSetting, UpdateInviteSettingInput } from '@tradewind/contract/crm/invite.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { http } from '@/core/http/http-client';

/** The rewards given (`GET /crm/invites`) and the rules (`/crm/invite_setting`). */
export const inviteKeys = { ...createQueryKeys('crm', 'invite'), setting: () => ['crm', 'invite', 'setting'] as const };

export function useInviteSettingQuery() {
  return useQuery({ queryKey: inviteKeys.setting(), queryFn: async ({ signal }) => (await http.get<InviteSetting>('/crm/invite_setting', { signal })).data });
}

export function useSaveInviteSettingMutation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Record<keyof UpdateInviteSettingInput, unknown>) => (await http.put<InviteSetting>('/crm/invite_setting', input, { quiet: true })).data,
    onSuccess: (saved) => client.setQueryData(inviteKeys.setting(), saved),
  });
}
