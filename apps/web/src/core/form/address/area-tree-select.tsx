import { useMemo, useState } from 'react';
import { TreeSelect } from 'antd';
import { useLoadAreaChildren, useProvincesQuery, type Area } from './area.api';

/** A chosen area: its 6-digit code and the name shown for it (a saved one's full name, '上海市 浦东新区'). */
export type AreaChoice = { value: string; label: string };

type Node = { id: number; pId: number; value: string; title: string; isLeaf: boolean };
const toNode = (a: Area): Node => ({ id: a.id, pId: a.parent_id, value: String(a.id), title: a.name, isLeaf: a.level >= 3 });

type Props = { value?: AreaChoice[]; onChange?: (value: AreaChoice[]) => void; id?: string; placeholder?: string };

/**
 * Several areas of the tree at any level — provinces, cities or districts, each chosen on its own (a
 * province and one of its districts may both be chosen: the more specific wins where they are used). Levels
 * load when opened; saved choices keep their names before their level has loaded.
 */
export function AreaTreeSelect({ value, onChange, id, placeholder }: Props) {
  const provinces = useProvincesQuery();
  const loadChildren = useLoadAreaChildren();
  const [loaded, setLoaded] = useState<Node[]>([]);
  const treeData = useMemo(() => [...(provinces.data ?? []).map(toNode), ...loaded], [provinces.data, loaded]);

  const handleLoad = async (node: { id?: number; isLeaf?: boolean }) => {
    if (node.id === undefined || node.isLeaf || loaded.some((n) => n.pId === node.id)) return;
    const children = (await loadChildren(node.id)).map(toNode);
    setLoaded((all) => [...all, ...children.filter((c) => !all.some((n) => n.id === c.id))]);
  };

  return (
    <TreeSelect<AreaChoice[]>
      id={id}
      value={value}
      onChange={(v) => onChange?.((v ?? []).map((x) => ({ value: String(x.value), label: String(x.label) })))}
      treeData={treeData}
      treeDataSimpleMode
      loadData={handleLoad}
      treeCheckable
      treeCheckStrictly
      showSearch={{ treeNodeFilterProp: 'title' }}
      placeholder={placeholder}
      loading={provinces.isPending}
      maxTagCount={12}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
