import { useMemo } from 'react';
import { Alert, Card, Form, Input, Radio, Select, Switch, TreeSelect } from 'antd';
import { useNavigate } from 'react-router';
import type { Category } from '@tradewind/contract/pms/category.schema';
import type { StockCountDetail } from '@tradewind/contract/wms/stock-count.schema';
import { FormActions } from '@/core/form/form-actions';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useCategoriesQuery } from '@/modules/pms';
import { nestCategories, type CategoryNode } from '@/modules/pms';
import { useWarehouseLocationsQuery } from '../../stock/api/stock.api';
import { WarehouseSelect } from '../../warehouse/components/warehouse-select';
import { useSaveStockCountMutation, useStockCountQuery } from '../api/stock-count.api';
import { countPath } from './stock-count-list-page';

type Values = { warehouse_id?: number; scope_type: 1 | 2 | 3; zones?: string[]; location_ids?: number[]; category_ids?: number[]; blind: boolean; remark?: string };
type TreeOption = { value: number; title: string; children: TreeOption[] };
const toOptions = (nodes: readonly CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

/** The draft's scope: warehouse, whole / zones / locations, categories (each with its sub-categories), blind. */
function StockCountForm({ count }: { count: StockCountDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveStockCountMutation();
  const submit = useSaveForm(form, save, { id: count?.id ?? null, leaveTo: (saved) => countPath('detail', saved.id) });
  const warehouseId = Form.useWatch('warehouse_id', form);
  const scope = Form.useWatch('scope_type', form);
  const locations = useWarehouseLocationsQuery(warehouseId);
  const canSeeCategories = usePermission('pms:category:list');
  const categories = useCategoriesQuery();
  const treeData = useMemo(() => (canSeeCategories ? toOptions(nestCategories((categories.data ?? []) as Category[])) : []), [categories.data, canSeeCategories]);
  const zones = [...new Set((locations.data ?? []).map((l) => l.zone).filter((z): z is string => Boolean(z)))].sort();
  const handleFinish = (v: Values) =>
    submit({
      warehouse_id: v.warehouse_id,
      scope_type: v.scope_type,
      zones: v.scope_type === 2 ? (v.zones ?? []) : [],
      location_ids: v.scope_type === 3 ? (v.location_ids ?? []) : [],
      category_ids: v.category_ids ?? [],
      blind: v.blind ? 1 : 0,
      remark: v.remark ?? null,
    });
  return (
    <Card size="small" title={count ? count.number : t('wms_count.create')}>
      <Form<Values>
        form={form}
        layout="horizontal"
        labelCol={{ flex: '110px' }}
        style={{ maxWidth: 720 }}
        initialValues={
          count
            ? { warehouse_id: count.warehouse_id, scope_type: count.scope_type, zones: count.zones, location_ids: count.location_ids, category_ids: count.category_ids, blind: count.blind === 1, remark: count.remark ?? undefined }
            : { scope_type: 1, blind: false }
        }
        onFinish={handleFinish}
      >
        <Form.Item name="warehouse_id" label={t('wms_doc.warehouse')} rules={[{ required: true, message: t('wms.warehouse_not_found') }]}>
          <WarehouseSelect style={{ width: 240 }} onChange={() => form.setFieldsValue({ zones: [], location_ids: [] })} />
        </Form.Item>
        <Form.Item name="scope_type" label={t('wms_count.scope')}>
          <Radio.Group options={[1, 2, 3].map((v) => ({ value: v, label: t(`wms.count_scope.${v}`) }))} />
        </Form.Item>
        {scope === 2 ? (
          <Form.Item name="zones" label={t('wms_count.zones')} rules={[{ required: true, message: t('wms.count_zones_required') }]}>
            <Select mode="multiple" style={{ width: 360 }} options={zones.map((z) => ({ value: z, label: z }))} notFoundContent={t('wms_count.no_zones')} />
          </Form.Item>
        ) : null}
        {scope === 3 ? (
          <Form.Item name="location_ids" label={t('wms_count.locations')} rules={[{ required: true, message: t('wms.count_locations_required') }]}>
            <Select mode="multiple" showSearch={{ optionFilterProp: 'label' }} style={{ width: 360 }} options={(locations.data ?? []).map((l) => ({ value: l.id, label: l.code }))} />
          </Form.Item>
        ) : null}
        {canSeeCategories ? (
          <Form.Item name="category_ids" label={t('wms_count.categories')} extra={t('wms_count.categories_hint')}>
            <TreeSelect<number[]> multiple treeData={treeData} allowClear treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} style={{ width: 360 }} placeholder={t('wms_count.all_categories')} />
          </Form.Item>
        ) : null}
        <Form.Item name="blind" label={t('wms_count.blind')} valuePropName="checked" extra={t('wms_count.blind_hint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={t('wms_doc.remark')}>
          <Input maxLength={200} style={{ width: 360 }} />
        </Form.Item>
        <Alert type="info" showIcon title={t('wms_count.form_hint')} style={{ marginBottom: 12 }} />
        <FormActions saving={save.isPending} onBack={() => void navigate(countPath('list'))} />
      </Form>
    </Card>
  );
}

/** /wms/stock_count/add and edit?id= (drafts only). */
export function StockCountFormPage() {
  const { t } = useI18n();
  return (
    <RecordFormPage useRecord={useStockCountQuery} notFound={t('wms.count_not_found')}>
      {(count) => (count && count.status !== 0 ? <Card>{t('wms.count_not_draft')}</Card> : <StockCountForm count={count} />)}
    </RecordFormPage>
  );
}
