import type { TableColumnsType } from 'antd';
import type { CarryFeeTemplate } from '@tradewind/contract/marketing/template.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { carryTemplateKeys, useDeleteCarryTemplateMutation } from '../api/template.api';
import { TemplateList } from '../components/template-list';
import { CARRY_TEMPLATE_ADD_PATH, carryTemplateEditPath } from '../../marketing.routes';

/** /marketing/carry_fee/list: the stores' carry-fee templates — rates, bulky goods, the minimum. */
export function CarryFeeTemplateListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<CarryFeeTemplate> = [
    { title: t('mk_tpl.carry_rules'), key: 'rate', width: 260, render: (_v, r) => t('mk_tpl.carry_text', { rate: r.rate, floors: r.free_floors, no_lift: r.no_lift_rate }) },
    { title: t('mk_tpl.bulky'), key: 'bulky', width: 180, render: (_v, r) => (r.bulky.length ? r.bulky.map((b) => `${b.category_name} ¥${b.fee}`).join('、') : '-') },
    { title: t('mk_tpl.minimum'), dataIndex: 'minimum', width: 110, align: 'right', render: (v: string) => `¥${v}` },
  ];
  return (
    <TemplateList<CarryFeeTemplate>
      kind="carry_fee"
      keys={carryTemplateKeys}
      columns={columns}
      addPath={CARRY_TEMPLATE_ADD_PATH}
      editPath={carryTemplateEditPath}
      useDelete={useDeleteCarryTemplateMutation}
      texts={{ create: t('mk_tpl.carry_create'), empty: t('mk_tpl.carry_empty'), emptyFiltered: t('mk_tpl.carry_empty_filtered') }}
    />
  );
}
