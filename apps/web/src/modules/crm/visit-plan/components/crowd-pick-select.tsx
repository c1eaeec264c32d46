import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Crowd } from '@tradewind/contract/crm/crowd.schema';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';
import { http } from '@/core/http/http-client';
import { crowdKeys } from '../../crowd/api/crowd.api';

/** One crowd, by name (the first 100), with its member count: a form field. */
export function CrowdPickSelect(props: RecordSelectProps) {
  const crowds = useQuery({
    queryKey: [...crowdKeys.lists(), 'options'],
    queryFn: async ({ signal }) => (await http.get<ListData<Crowd>>('/crm/crowds', { query: { page_size: 100 }, signal })).data.list,
    staleTime: 30_000,
  });
  return (
    <RecordSelect {...props} loading={crowds.isFetching} options={(crowds.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.member_count}）` }))} />
  );
}
