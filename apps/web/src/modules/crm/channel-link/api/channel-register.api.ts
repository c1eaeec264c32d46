import { useMutation, useQuery } from '@tanstack/react-query';
import type { ChannelRegisterInput, ChannelRegisterResult, PublicChannelLink } from '@tradewind/contract/crm/channel-link.schema';
import { http } from '@/core/http/http-client';

/** GET /share/channel_link?code= (no login): the company and store a link registers for; a dead link's 404 is shown on the page. */
export function usePublicChannelLinkQuery(code: string) {
  return useQuery({
    queryKey: ['share', 'channel_link', code],
    queryFn: async ({ signal }) => (await http.get<PublicChannelLink>('/share/channel_link', { query: { code }, signal, quiet: true })).data,
    enabled: code !== '',
    retry: false,
  });
}

/** POST /share/channel_link/register: the answer's message is the thank-you; refusals are shown by the page. */
export function useChannelRegisterMutation() {
  return useMutation({
    mutationFn: async (input: ChannelRegisterInput) => {
      const reply = await http.post<ChannelRegisterResult>('/share/channel_link/register', input, { quiet: true });
      return { ...reply.data, message: reply.message };
    },
  });
}
