import { Button, Card, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { PickingPriceRuleListQuerySchema, type PickingPriceRule } from '@tradewind/contract/wms/picking.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { priceRuleKeys } from '../api/picking.api';
import { PAY_TYPES } from '../components/price-rule-pay-types';

/** /wms/picking_task_price_rule/list: the current store's rules, filtered by SKU or category, target and pay type. */
export function PriceRuleListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<PickingPriceRule>({ keys: priceRuleKeys, path: '/wms/picking_task_price_rules', schema: PickingPriceRuleListQuerySchema });
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="picking_rule_filters"
        actions={<CreateButton permission="wms:picking_task_price_rule:create" label={t('wms_rule.create')} onClick={() => void navigate('/wms/picking_task_price_rule/add')} />}
        fields={[
          { name: 'keyword', placeholder: t('wms_rule.target'), width: 180 },
          { name: 'target_type', placeholder: t('wms_rule.target_type'), width: 120, options: [1, 2].map((v) => ({ value: v, label: t(v === 1 ? 'wms_rule.target_category' : 'wms_rule.target_sku') })) },
          { name: 'pay_type', placeholder: t('wms_rule.pay_type'), width: 140, options: PAY_TYPES.map((v) => ({ value: v, label: t(`wms_rule.pay_${v}`) })) },
        ]}
      />
      <ListTable<PickingPriceRule>
        list={list}
        empty={t('wms_rule.empty')}
        columns={[
          { title: t('wms_rule.target_type'), dataIndex: 'target_type', width: 90, render: (v: number) => t(v === 1 ? 'wms_rule.target_category' : 'wms_rule.target_sku') },
          { title: t('wms_rule.target'), key: 'target', render: (_v, r) => [r.target_code, r.target_name].filter(Boolean).join(' · ') },
          { title: t('wms_rule.pay_type'), key: 'pay', width: 160, render: (_v, r) => `${t(`wms_rule.pay_${r.pay_type}`)}${r.unit_name ? `（${r.unit_name}）` : ''}` },
          { title: t('wms_rule.price'), dataIndex: 'price', width: 90, align: 'right' },
          { title: t('wms_rule.status'), dataIndex: 'status', width: 80, render: (v: number) => <Tag color={v === 1 ? 'success' : 'default'}>{t(v === 1 ? 'wms_rule.enabled' : 'wms_rule.disabled')}</Tag> },
          { title: t('wms_doc.remark'), dataIndex: 'remark', render: (v: string | null) => v ?? '-' },
          {
            title: t('wms.actions'),
            key: 'actions',
            width: 90,
            render: (_v, r) => (
              <Permission rule="wms:picking_task_price_rule:update">
                <Button type="link" onClick={() => void navigate(`/wms/picking_task_price_rule/edit?id=${r.id}`)}>{t('wms.edit')}</Button>
              </Permission>
            ),
          },
        ]}
      />
    </Card>
  );
}
