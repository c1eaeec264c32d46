import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { SupplierSkuListQuerySchema, type SupplierSku } from '@tradewind/contract/wms/supplier.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { rowActionsColumn } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { SkuImageCell, SkuNameCell, SkuPicker } from '@/modules/pms';
import { CategoryTreeSelect } from '@/modules/pms';
import { supplierSkuKeys, useAddSupplierSkusMutation, useDeleteSupplierSkuMutation, useSupplierSkuPricesQuery } from '../api/supplier.api';
import { SupplierSelect } from '../components/supplier-select';
import { SupplierSkuModal } from '../components/supplier-sku-modal';

/**
 * /wms/supplier_sku/list: what suppliers supply at what price. SKUs are added to the chosen supplier through
 * the SKU picker (at their cost price), then priced here; the last purchase price is receiving's.
 */
export function SupplierSkuListPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  const list = useList<SupplierSku>({ keys: supplierSkuKeys, path: '/wms/supplier_skus', schema: SupplierSkuListQuerySchema });
  const supplierId = typeof list.query.supplier_id === 'number' ? list.query.supplier_id : null;
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<SupplierSku | null>(null);
  const add = useAddSupplierSkusMutation();
  const remove = useDeleteSupplierSkuMutation();
  const canAct = usePermission(['or', 'wms:supplier_sku:update', 'wms:supplier_sku:delete']);
  const canUpdate = usePermission('wms:supplier_sku:update');
  const supplied = useSupplierSkuPricesQuery(supplierId);
  const lockedIds = (supplied.data ?? []).map((r) => r.sku_id);

  const columns: TableColumnsType<SupplierSku> = [
    { title: t('wms.supplier_sku_image'), dataIndex: 'image', width: 64, render: (v: string | null) => <SkuImageCell src={v} /> },
    {
      title: t('wms.supplier_sku_goods'),
      dataIndex: 'name',
      width: 220,
      render: (_v, row) => (
        <Flex vertical style={{ lineHeight: 1.3 }}>
          <SkuNameCell name={row.name} spec={row.spec_text} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{row.sku_code}</Typography.Text>
        </Flex>
      ),
    },
    { title: t('wms.supplier_name'), dataIndex: 'supplier_name', width: 180, ellipsis: true },
    { title: t('wms.supplier_sku_code'), dataIndex: 'supplier_code', width: 110, render: (v: string | null) => v || '-' },
    {
      title: t('wms.supplier_sku_price'),
      dataIndex: 'purchase_price',
      width: 130,
      align: 'right',
      render: (v: string, row) => {
        const text = `¥${v} / ${row.unit_name}`;
        return canUpdate ? (
          <Tooltip title={t('wms.supplier_sku_edit')}>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setEditing(row)} aria-label={t('wms.supplier_sku_edit_price', { name: row.name })}>{text}</Button>
          </Tooltip>
        ) : text;
      },
    },
    { title: t('wms.supplier_sku_min_qty'), dataIndex: 'min_qty', width: 90, align: 'right', render: (v: string | null, row) => (v ? `${v} ${row.unit_name}` : '-') },
    { title: t('wms.supplier_sku_last_price'), dataIndex: 'last_price', width: 110, align: 'right', render: (v: string | null) => (v ? `¥${v}` : '-') },
    { title: t('wms.supplier_sku_last_at'), dataIndex: 'last_purchase_at', width: 160, render: (v: string | null) => v ?? '-' },
  ];
  if (canAct)
    columns.push(
      rowActionsColumn<SupplierSku>({
        title: t('wms.actions'),
        width: 130,
        fixed: 'right',
        actions: (row) => [
          { permission: 'wms:supplier_sku:update', label: t('wms.edit'), onClick: () => setEditing(row) },
          { permission: 'wms:supplier_sku:delete', confirm: t('wms.supplier_sku_delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync(row.id) },
        ],
      }),
    );

  const actions = (
    <Permission rule="wms:supplier_sku:create">
      <Tooltip title={supplierId === null ? t('wms.supplier_sku_choose_supplier') : undefined}>
        <Button type="primary" icon={<PlusOutlined />} disabled={supplierId === null} onClick={() => setPicking(true)}>{t('wms.supplier_sku_add')}</Button>
      </Tooltip>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar
        list={list}
        name="supplier_sku_filters"
        actions={actions}
        fields={[
          { name: 'supplier_id', control: <SupplierSelect placeholder={t('wms.supplier_sku_supplier_all')} style={{ width: 220 }} /> },
          { name: 'keyword', placeholder: t('wms.supplier_sku_keyword'), width: 200 },
          { name: 'category_id', control: <CategoryTreeSelect placeholder={t('wms.supplier_sku_category')} /> },
        ]}
      />
      <ListTable<SupplierSku> list={list} columns={columns} empty={t(supplierId === null ? 'wms.supplier_sku_empty' : 'wms.supplier_sku_empty_supplier')} scroll={{ x: 1200 }} />
      {supplierId !== null ? (
        <SkuPicker
          open={picking}
          onSale={0}
          lockedIds={lockedIds}
          onClose={() => setPicking(false)}
          onConfirm={(picked) => {
            if (picked.length === 0) return setPicking(false);
            add.mutate(
              { supplier_id: supplierId, items: picked.map((p) => ({ sku_id: p.id, supplier_code: null, purchase_price: null, unit_id: null, min_qty: null })) },
              {
                onSuccess: (rows) => {
                  setPicking(false);
                  void message.success(t('wms.supplier_sku_added', { count: rows.length }));
                },
              },
            );
          }}
        />
      ) : null}
      {editing ? <SupplierSkuModal row={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
