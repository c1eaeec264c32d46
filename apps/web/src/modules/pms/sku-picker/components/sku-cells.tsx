import { PictureOutlined } from '@ant-design/icons';
import { Avatar, Flex, Select, Tag, Typography } from 'antd';
import type { SkuUnit } from '@tradewind/contract/pms/spu.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { lineUnitLabel, type LineSku } from '../line-sku';
import { packageUnitsHint } from '../sku-selection';

/** Table cells a SKU shows in the SKU list, the picker and the documents' lines. */
export function SkuImageCell({ src, size = 40 }: { src: string | null; size?: number }) {
  return <Avatar shape="square" size={size} src={src || undefined} icon={<PictureOutlined />} />;
}

/** The SPU's name, the spec text under it. */
export function SkuNameCell({ name, spec }: { name: string; spec: string }) {
  return (
    <Flex vertical>
      <Typography.Text>{name}</Typography.Text>
      {spec ? <Typography.Text type="secondary">{spec}</Typography.Text> : null}
    </Flex>
  );
}

/** The base unit, its package units under it ('箱=12个'). */
export function SkuUnitCell({ unit, units }: { unit: string; units: readonly Pick<SkuUnit, 'unit_name' | 'ratio'>[] }) {
  return (
    <Flex vertical>
      <span>{unit}</span>
      {units.length > 0 ? <Typography.Text type="secondary">{packageUnitsHint(units, unit)}</Typography.Text> : null}
    </Flex>
  );
}

/** The SKU's own sale switch. */
export function SkuStatusTag({ status }: { status: number }) {
  const { t } = useI18n();
  return <Tag color={status === 1 ? 'green' : 'default'}>{t(status === 1 ? 'pms.goods_on_sale' : 'pms.goods_off_sale')}</Tag>;
}

/** A typed line's SKU: its name, its code and spec under it. */
export function LineSkuCell({ line }: { line: Pick<LineSku, 'name' | 'code' | 'spec_text'> }) {
  return <SkuNameCell name={line.name} spec={[line.code, line.spec_text].filter(Boolean).join(' · ')} />;
}

/** A typed line's unit, chosen among its SKU's units. */
export function LineUnitSelect({ line, label, width, onChange }: { line: LineSku; label: string; width: number; onChange: (unitId: number) => void }) {
  return <Select aria-label={label} value={line.unit_id} style={{ width }} options={line.units.map((u) => ({ value: u.unit_id, label: lineUnitLabel(u, line.base_unit_name) }))} onChange={onChange} />;
}
