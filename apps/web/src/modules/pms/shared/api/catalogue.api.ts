import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import { MAX_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

/**
 * A catalogue entity of the goods module as the web app calls it: its key factory, its list path
 * (`GET /pms/{entities}`), its save path (`POST`/`PUT /pms/{entity}`) and delete (`DELETE /pms/{entity}/{id}`).
 */
export function catalogueEntity(entity: string, listPath: string) {
  const keys = { ...createQueryKeys('pms', entity), options: () => ['pms', entity, 'options'] as const };
  const path = `/pms/${entity}`;
  return {
    keys,
    listPath,
    /** pickers: the first 100 (the most a page holds), as the list orders them */
    useOptions<Row>(enabled = true) {
      return useQuery({
        queryKey: keys.options(),
        queryFn: async ({ signal }) => (await http.get<ListData<Row>>(listPath, { query: { page_size: MAX_PAGE_SIZE }, signal })).data.list,
        enabled,
      });
    },
    useSave<Body extends object, Row extends { id: number }>() {
      return useSaveMutation<Body, Row>({ path, keys, alsoInvalidate: [keys.options()], quiet: true });
    },
    useDelete() {
      return useDeleteMutation({ path, keys, alsoInvalidate: [keys.options()] });
    },
  };
}
