import { useState } from 'react';
import { Cascader } from 'antd';
import type { AreaPath } from '../converters';
import { useLoadAreaChildren, useProvincesQuery, type Area } from './area.api';

type AreaOption = { value: number; label: string; isLeaf: boolean; children?: AreaOption[] };

/** Districts are the deepest level of the reference table. */
const DEEPEST_LEVEL = 3;

const toOption = (area: Area): AreaOption => ({ value: area.id, label: area.name, isLeaf: area.level >= DEEPEST_LEVEL });

type Props = {
  value?: AreaPath;
  onChange?: (value: AreaPath | undefined) => void;
  placeholder?: string;
  id?: string;
};

/**
 * Province → city → district over GET /areas/{id}, each level loaded when it is opened. A form field:
 * value and onChange come from Form.Item.
 */
export function AreaCascader({ value, onChange, placeholder, id }: Props) {
  const provinces = useProvincesQuery();
  const loadChildren = useLoadAreaChildren();
  // Filled once a level below the provinces has loaded; until then the provinces come straight from the query.
  const [loaded, setLoaded] = useState<AreaOption[] | null>(null);
  const options = loaded ?? provinces.data?.map(toOption) ?? [];

  const handleLoadData = async (path: AreaOption[]) => {
    const target = path[path.length - 1];
    if (!target) return;
    const children = await loadChildren(target.value);
    // Ant Design's documented lazy-load pattern: attach the children to the option, then re-render.
    target.children = children.map(toOption);
    if (children.length === 0) target.isLeaf = true;
    setLoaded([...options]);
  };

  return (
    <Cascader<AreaOption>
      id={id}
      options={options}
      loadData={(path) => void handleLoadData(path)}
      value={value?.ids}
      changeOnSelect
      allowClear
      loading={provinces.isPending}
      placeholder={placeholder}
      onChange={(ids, path) => {
        if (!ids || ids.length === 0) onChange?.(undefined);
        else onChange?.({ ids: ids.map(Number), names: (path ?? []).map((option) => option.label) });
      }}
    />
  );
}
