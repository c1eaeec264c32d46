import type { TableColumnsType } from 'antd';
import type { FreightTemplate } from '@tradewind/contract/marketing/template.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { freightKeys, useDeleteFreightMutation } from '../api/template.api';
import { TemplateList } from '../components/template-list';
import { FREIGHT_ADD_PATH, freightEditPath } from '../../marketing.routes';

/** /marketing/freight/list: the stores' freight templates — basis, default fee, area rules, free delivery. */
export function FreightListPage() {
  const { t } = useI18n();
  const columns: TableColumnsType<FreightTemplate> = [
    { title: t('mk_tpl.basis'), dataIndex: 'basis', width: 90, render: (v: number) => t(`marketing.freight_basis_${v}`) },
    {
      title: t('mk_tpl.default_rule'),
      key: 'default',
      width: 240,
      render: (_v, r) => t('mk_tpl.charge_text', { first: r.first_unit, additional: r.additional_unit, unit: t(`marketing.freight_unit_${r.basis}`), first_fee: r.first_fee, additional_fee: r.additional_fee }),
    },
    { title: t('mk_tpl.rules'), key: 'rules', width: 110, render: (_v, r) => t('mk_tpl.rule_count', { count: r.rules.length }) },
    {
      title: t('mk_tpl.free'),
      key: 'free',
      width: 160,
      render: (_v, r) =>
        [r.free_over_amount ? t('mk_tpl.free_text_amount', { amount: r.free_over_amount }) : null, r.free_over_qty ? t('mk_tpl.free_text_qty', { qty: r.free_over_qty }) : null].filter(Boolean).join('，') ||
        t('mk_tpl.free_none'),
    },
  ];
  return (
    <TemplateList<FreightTemplate>
      kind="freight"
      keys={freightKeys}
      columns={columns}
      addPath={FREIGHT_ADD_PATH}
      editPath={freightEditPath}
      useDelete={useDeleteFreightMutation}
      texts={{ create: t('mk_tpl.freight_create'), empty: t('mk_tpl.freight_empty'), emptyFiltered: t('mk_tpl.freight_empty_filtered') }}
    />
  );
}
