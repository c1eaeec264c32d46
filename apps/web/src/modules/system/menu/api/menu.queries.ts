import { useQuery } from '@tanstack/react-query';
import type { MenuNode } from '@tradewind/contract/system/menu.schema';
import { http } from '@/core/http/http-client';
import { menuKeys } from './menu.keys';

/** GET /menus: the full tree (system:menu:list or system:role:list). */
export function useMenuTreeQuery(enabled = true) {
  return useQuery({
    queryKey: menuKeys.tree(),
    queryFn: async ({ signal }) => (await http.get<MenuNode[]>('/menus', { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}
