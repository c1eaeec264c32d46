import { useMemo, useState } from 'react';
import { Button, Select, Space, Tag, TreeSelect } from 'antd';
import type { Brand } from '@tradewind/contract/pms/brand.schema';
import type { Category } from '@tradewind/contract/pms/category.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { brandApi, nestCategories, SkuPicker, useCategoriesQuery, type CategoryNode } from '@/modules/pms';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toOptions = (nodes: readonly CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

type Props = {
  /** 1 categories, 2 brands, 3 SKUs */
  scope: number;
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** the names the coupon was saved with (SKUs are not loaded as a list), by id */
  names: Map<number, string>;
  disabled?: boolean;
  id?: string;
};

/** What a coupon applies to: categories from the tree, brands from the list, SKUs through the SKU picker. */
export function CouponScopeField({ scope, value = [], onChange, names, disabled, id }: Props) {
  const { t } = useI18n();
  if (scope === 1) return <CategoryScope value={value} onChange={onChange} disabled={disabled} id={id} />;
  if (scope === 2) return <BrandScope value={value} onChange={onChange} disabled={disabled} id={id} />;
  return <SkuScope value={value} onChange={onChange} names={names} disabled={disabled} addLabel={t('mkt_coupon.pick_skus')} />;
}

function CategoryScope({ value, onChange, disabled, id }: Omit<Props, 'scope' | 'names'>) {
  const categories = useCategoriesQuery();
  const treeData = useMemo(() => toOptions(nestCategories((categories.data ?? []) as Category[])), [categories.data]);
  return <TreeSelect<number[]> id={id} multiple treeCheckable showCheckedStrategy={TreeSelect.SHOW_PARENT} value={value} onChange={(v) => onChange?.(v ?? [])} treeData={treeData} disabled={disabled} loading={categories.isPending} treeNodeFilterProp="title" style={{ width: '100%' }} />;
}

function BrandScope({ value, onChange, disabled, id }: Omit<Props, 'scope' | 'names'>) {
  const brands = brandApi.useOptions<Brand>();
  return (
    <Select<number[]>
      id={id}
      mode="multiple"
      value={value}
      onChange={(v) => onChange?.(v)}
      options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
      optionFilterProp="label"
      loading={brands.isPending}
      disabled={disabled}
      style={{ width: '100%' }}
    />
  );
}

function SkuScope({ value = [], onChange, names, disabled, addLabel }: Omit<Props, 'scope' | 'id'> & { addLabel: string }) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState(new Map<number, string>());
  const nameOf = (skuId: number) => picked.get(skuId) ?? names.get(skuId) ?? `#${skuId}`;
  return (
    <Space wrap>
      {value.map((skuId) => (
        <Tag key={skuId} closable={!disabled} onClose={() => onChange?.(value.filter((v) => v !== skuId))}>
          {nameOf(skuId)}
        </Tag>
      ))}
      {disabled ? null : <Button onClick={() => setOpen(true)}>{addLabel}</Button>}
      <SkuPicker
        open={open}
        onClose={() => setOpen(false)}
        lockedIds={value}
        onSale={0}
        max={500}
        onConfirm={(rows) => {
          setPicked(new Map([...picked, ...rows.map((r) => [r.id, `${r.name} ${r.spec_text}`.trim()] as const)]));
          onChange?.([...value, ...rows.map((r) => r.id)]);
          setOpen(false);
        }}
      />
    </Space>
  );
}
