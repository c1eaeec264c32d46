import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ListData } from '@tradewind/contract/common/envelope';
import type { Crowd } from '@tradewind/contract/crm/crowd.schema';
import { http } from '@/core/http/http-client';
import { crowdKeys } from '../../crowd/api/crowd.api';

type Props = { value?: number | null; onChange?: (v: number | null) => void; id?: string; placeholder?: string };

/** One crowd, by name (the first 100), with its member count: a form field. */
export function CrowdPickSelect({ value, onChange, id, placeholder }: Props) {
  const crowds = useQuery({
    queryKey: [...crowdKeys.lists(), 'options'],
    queryFn: async ({ signal }) => (await http.get<ListData<Crowd>>('/crm/crowds', { query: { page_size: 100 }, signal })).data.list,
    staleTime: 30_000,
  });
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      loading={crowds.isFetching}
      options={(crowds.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.member_count}）` }))}
    />
  );
}
