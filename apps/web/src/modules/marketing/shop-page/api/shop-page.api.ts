import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShopPage, ShopPageChoices, ShopPageContentInput, ShopPagePreview } from '@tradewind/contract/marketing/shop-page.schema';
import { http } from '@/core/http/http-client';

export const shopPageKeys = { page: () => ['marketing', 'shop_page'] as const, preview: () => ['marketing', 'shop_page', 'preview'] as const, choices: () => ['marketing', 'shop_page', 'choices'] as const };

/** GET /marketing/shop_page: the draft, the published copy and the company's public key (as the articles'). */
export function useShopPageQuery() {
  return useQuery({ queryKey: shopPageKeys.page(), queryFn: async ({ signal }) => (await http.get<ShopPage>('/marketing/shop_page', { signal })).data });
}

/** GET /marketing/shop_page/choices: the live coupons and published articles a coupon or article block may pick. */
export function useShopChoicesQuery() {
  return useQuery({ queryKey: shopPageKeys.choices(), queryFn: async ({ signal }) => (await http.get<ShopPageChoices>('/marketing/shop_page/choices', { signal })).data, staleTime: 60_000 });
}

/** GET /marketing/shop_page/preview: the saved draft as customers would see it (goods, coupons, articles resolved). */
export function useShopPreviewQuery() {
  return useQuery({ queryKey: shopPageKeys.preview(), queryFn: async ({ signal }) => (await http.get<ShopPagePreview>('/marketing/shop_page/preview', { signal })).data });
}

function useShopPageMutation<V>(call: (variables: V) => Promise<ShopPage>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (page) => {
      queryClient.setQueryData(shopPageKeys.page(), page);
      void queryClient.invalidateQueries({ queryKey: shopPageKeys.preview() });
    },
  });
}

/** PUT /marketing/shop_page/draft (quiet: the form shows the blocks' field errors). */
export const useSaveShopDraftMutation = () => useShopPageMutation(async (content: ShopPageContentInput) => (await http.put<ShopPage>('/marketing/shop_page/draft', content, { quiet: true })).data);

/** PUT /marketing/shop_page/publish. */
export const usePublishShopPageMutation = () => useShopPageMutation(async () => (await http.put<ShopPage>('/marketing/shop_page/publish', {})).data);
