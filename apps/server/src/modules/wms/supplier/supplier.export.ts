import { addressText } from '@tradewind/contract/common/address';
import { translate } from '@tradewind/contract/common/messages';
import { SupplierFilterSchema } from '@tradewind/contract/wms/supplier.schema';
import { keysetBatches } from '@/core/jobs/export-batches';
import { defineExporter } from '@/core/jobs/exporter';
import { countSuppliers, suppliersAfter } from './supplier.service';

/** `GET /wms/suppliers/export`: the filtered list through the export centre, by id (keyset), in the creator's language. */
export const supplierExporter = defineExporter({
  key: 'wms.supplier',
  source: '供应商列表',
  permission: 'wms:supplier:export',
  params: SupplierFilterSchema,
  columns: [
    { header: '供应商名称', key: 'name', width: 28 },
    { header: '供应商编码', key: 'code', width: 14 },
    { header: '联系人', key: 'contact_name', width: 10 },
    { header: '联系电话', key: 'contact_phone', width: 14 },
    { header: '地址', key: 'address', width: 36 },
    { header: '结算方式', key: 'settlement', width: 12 },
    { header: '开户银行', key: 'bank_name', width: 24 },
    { header: '银行账号', key: 'bank_account', width: 24 },
    { header: '开户名', key: 'bank_holder', width: 24 },
    { header: '税号', key: 'tax_no', width: 22 },
    { header: '供货门店', key: 'stores', width: 24 },
    { header: '供应商品数', key: 'sku_count', width: 10 },
    { header: '状态', key: 'status', width: 8 },
    { header: '备注', key: 'remark', width: 24 },
  ],
  count: countSuppliers,
  batch: keysetBatches(async (ctx, params, after, limit) => {
    const locale = ctx.locale;
    return (await suppliersAfter(ctx, params, after, limit)).map((s) => ({
      ...s,
      address: addressText(s.area_string, s.address),
      settlement: s.settlement_type === 2 ? translate('wms.supplier_export_period', locale, { days: s.settlement_days ?? 0 }) : translate('wms.supplier_export_cash', locale),
      stores: s.stores.map((x) => x.name).join('、'),
      status: translate(s.status === 1 ? 'wms.supplier_export_enabled' : 'wms.supplier_export_disabled', locale),
    }));
  }, (row) => row.id),
});
