import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopPage, ShopPageContentInput } from '@tradewind/contract/marketing/shop-page.schema';
import { http } from '@/core/http/http-client';

export const shopPageKeys = { page: () => ['marketing', 'shop_page'] as const };

/** GET /marketing/shop_page: the draft, the published copy and the company's public key (as the articles'). */
export function useShopPageQuery() {
  return useQuery({ queryKey: shopPageKeys.page(), queryFn: async ({ signal }) => (await http.get<ShopPage>('/marketing/shop_page', { signal })).data });
}

function useShopPageMutation<V>(call: (variables: V) => Promise<ShopPage>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (page) => queryClient.setQueryData(shopPageKeys.page(), page) });
}

/** PUT /marketing/shop_page/draft (quiet: the form shows the blocks' field errors). */
export const useSaveShopDraftMutation = () => useShopPageMutation(async (content: ShopPageContentInput) => (await http.put<ShopPage>('/marketing/shop_page/draft', content, { quiet: true })).data);

/** PUT /marketing/shop_page/publish. */
export const usePublishShopPageMutation = () => useShopPageMutation(async () => (await http.put<ShopPage>('/marketing/shop_page/publish', {})).data);
