import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { Category } from '@tradewind/contract/pms/category.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useCategoriesQuery } from '../../category/api/category.api';
import { nestCategories, type CategoryNode } from '../../category/category-tree';

type TreeOption = { value: number; title: string; children: TreeOption[] };
const toOptions = (nodes: readonly CategoryNode[]): TreeOption[] => nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

type Props = { value?: number; onChange?: (id: number | undefined) => void; id?: string; placeholder?: string; style?: React.CSSProperties };

/**
 * A category filter over the whole tree (a category means it and its subcategories); shown only to
 * those who may read the categories (pms:category:list).
 */
export function CategoryTreeSelect(props: Props) {
  return usePermission('pms:category:list') ? <CategoryTree {...props} /> : null;
}

function CategoryTree({ value, onChange, id, placeholder, style }: Props) {
  const { t } = useI18n();
  const categories = useCategoriesQuery();
  const treeData = useMemo(() => toOptions(nestCategories((categories.data ?? []) as Category[])), [categories.data]);
  return (
    <TreeSelect<number>
      id={id}
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={treeData}
      allowClear
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      placeholder={placeholder ?? t('pms.goods_category')}
      loading={categories.isFetching}
      style={{ width: 180, ...style }}
      popupMatchSelectWidth={false}
    />
  );
}
