import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { ChannelLink, ChannelLinkCustomer, CreateChannelLinkSchema } from '@tradewind/contract/crm/channel-link.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const channelLinkKeys = createQueryKeys('crm', 'channel_link');

export function useChannelLinkQuery(id: number | null) {
  return useQuery({
    queryKey: channelLinkKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<ChannelLink>(`/crm/channel_link/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** GET /crm/channel_link/{id}/customers: who registered through the link. */
export function useChannelLinkCustomersQuery(id: number, page: number) {
  return useQuery({
    queryKey: [...channelLinkKeys.detail(id), 'customers', page],
    queryFn: async ({ signal }) => (await http.get<ListData<ChannelLinkCustomer>>(`/crm/channel_link/${id}/customers`, { query: { page, page_size: 10 }, signal })).data,
  });
}

export type ChannelLinkBody = z.input<typeof CreateChannelLinkSchema>;
export const useSaveChannelLinkMutation = () => useSaveMutation<ChannelLinkBody, ChannelLink>({ path: '/crm/channel_link', keys: channelLinkKeys });
export const useDeleteChannelLinkMutation = () => useDeleteMutation({ path: '/crm/channel_link', keys: channelLinkKeys });
