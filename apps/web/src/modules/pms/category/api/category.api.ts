import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CreateCategorySchema, MoveCategoryInput } from '@tradewind/contract/pms/category.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const categoryKeys = { ...createQueryKeys('pms', 'category'), tree: () => ['pms', 'category', 'tree'] as const };
export type CategoryBody = z.input<typeof CreateCategorySchema>;

/** The whole tree, flat (GET /pms/categories: parents first, each family in order). */
export function useCategoriesQuery() {
  return useQuery({ queryKey: categoryKeys.tree(), queryFn: async ({ signal }) => (await http.get<Category[]>('/pms/categories', { signal })).data });
}

/** The tree is the list and the detail at once: every change reloads it. */
const alsoInvalidate = [categoryKeys.tree()];

export const useSaveCategoryMutation = () => useSaveMutation<CategoryBody, Category>({ path: '/pms/category', keys: categoryKeys, alsoInvalidate, quiet: true });

/** Refused with 409 while the category has subcategories; the app-wide handler toasts why. */
export const useDeleteCategoryMutation = () => useDeleteMutation({ path: '/pms/category', keys: categoryKeys, alsoInvalidate });

/** A drag in the tree; a fourth level or a cycle is refused (422) and the tree reloads as it was. */
export function useMoveCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MoveCategoryInput) => (await http.put<Category>('/pms/category/move', input)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.tree() }),
  });
}
