import { PictureOutlined } from '@ant-design/icons';
import { Avatar, Flex, Tag, Typography } from 'antd';
import type { SkuUnit } from '@tradewind/contract/pms/spu.schema';
import { useI18n } from '@/core/i18n/use-i18n';
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
