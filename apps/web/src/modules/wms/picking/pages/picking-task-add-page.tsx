import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { type PickingList } from '@tradewind/contract/wms/picking.schema';
import { SectionTable } from '@/core/documents/section-table';
import { useI18n } from '@/core/i18n/use-i18n';
import { useQuery } from '@tanstack/react-query';
import { http } from '@/core/http/http-client';

/** /wms/picking_task/add: choose a wave with lines to assign; its detail page ticks lines and names the picker. */
export function PickingTaskAddPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const waves = useQuery({
    queryKey: ['wms', 'picking_list', 'list', { status: 1 }],
    queryFn: async ({ signal }) => (await http.get<{ list: PickingList[] }>('/wms/picking_lists', { signal, query: { status: 1, page_size: 100 } })).data.list,
  });
  return (
    <SectionTable
      title={t('wms_task.choose_wave')}
      rows={waves.data ?? []}
      loading={waves.isPending}
      columns={[
        { title: t('wms_doc.number'), dataIndex: 'number' },
        { title: t('wms_doc.warehouse'), dataIndex: 'warehouse_name' },
        { title: t('wms_pick.delivery_date'), dataIndex: 'delivery_date' },
        { title: t('wms_pick.orders'), dataIndex: 'order_count', align: 'right' },
        { title: '', key: 'go', render: (_v, r) => <Button type="link" onClick={() => void navigate(`/wms/picking_list/detail?id=${r.id}`)}>{t('wms_pick.assign')}</Button> },
      ]}
    />
  );
}
