import { type OutboundDetail } from '@tradewind/contract/wms/outbound.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { SkuNameCell } from '@/modules/pms';

/** An outbound delivery order page's address (list, add, edit, detail, print), with the order's id where it takes one. */
export const outboundPath = (page: string, id?: number) => `/wms/outbound_delivery_order/${page}${id === undefined ? '' : `?id=${id}`}`;

/** The columns of an outbound order's lines, on its detail page and on paper. */
export function useOutboundLineColumns() {
  const { t } = useI18n();
  return [
    { title: '#', key: 'i', width: 40, render: (_v: unknown, _r: unknown, i: number) => i + 1 },
    { title: t('wms_doc.location'), dataIndex: 'location_code', width: 90, render: (v: string | null) => v ?? '-' },
    { title: t('wms_doc.sku'), key: 'sku', render: (_v: unknown, l: OutboundDetail['lines'][number]) => <SkuNameCell name={l.sku_name} spec={[l.sku_code, l.spec_text].filter(Boolean).join(' · ')} /> },
    { title: t('wms_out.ordered'), dataIndex: 'ordered_qty', width: 90, align: 'right' as const, render: (v: string | null) => v ?? '-' },
    { title: t('wms_out.shipped'), key: 'qty', width: 110, align: 'right' as const, render: (_v: unknown, l: OutboundDetail['lines'][number]) => `${l.qty} ${l.unit_name}` },
  ];
}
