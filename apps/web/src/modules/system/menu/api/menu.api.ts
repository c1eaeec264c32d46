import { useQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { MenuNode, CreateMenuSchema } from '@tradewind/contract/system/menu.schema';
import { http } from '@/core/http/http-client';
import { authKeys } from '../../auth/api/auth.api';

export const menuKeys = {
  all: ['menu'] as const,
  /** the full tree of modules, pages and buttons (menu page and role editor) */
  tree: () => [...menuKeys.all, 'tree'] as const,
};

/** GET /menus: the full tree (system:menu:list or system:role:list). */
export function useMenuTreeQuery(enabled = true) {
  return useQuery({
    queryKey: menuKeys.tree(),
    queryFn: async ({ signal }) => (await http.get<MenuNode[]>('/menus', { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}

/** What the form sends: the contract schema's input (empty optional texts are left out, not null). */
export type MenuBody = z.input<typeof CreateMenuSchema>;

/** The tree is the menu's list and detail; the signed-in user's own side menu may change too. */
function useInvalidateMenus() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: menuKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.info() })]);
}

export function useSaveMenuMutation() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: MenuBody }) =>
      id === null ? (await http.post<MenuNode>('/menu', input, { quiet: true })).data : (await http.put<MenuNode>('/menu', { ...input, id }, { quiet: true })).data,
    onSuccess: invalidate,
  });
}

export function useDeleteMenuMutation() {
  const invalidate = useInvalidateMenus();
  return useMutation({
    mutationFn: async (id: number) => http.delete<unknown>(`/menu/${id}`),
    onSuccess: invalidate,
  });
}
