import { useMemo, type CSSProperties } from 'react';
import { TreeSelect } from 'antd';
import type { Department } from '@tradewind/contract/system/dept.schema';
import { useDeptTreeQuery } from '../api/dept.api';

type DeptOption = { value: number; title: string; disabled?: boolean; children: DeptOption[] };

/** A department and everything below it can be excluded: a department cannot move under itself. */
function toOptions(depts: readonly Department[], excludeId: number | null, excluded = false): DeptOption[] {
  return depts.map((d) => {
    const disabled = excluded || d.id === excludeId;
    return { value: d.id, title: d.name, disabled, children: toOptions(d.children, excludeId, disabled) };
  });
}

type Props = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** this department and its descendants cannot be chosen */
  excludeId?: number | null;
  placeholder?: string;
  id?: string;
  /** the whole width of its field unless told (a filter bar gives it a width) */
  style?: CSSProperties;
};

/** Picks one department from the tree (GET /depts). A form field: value and onChange come from Form.Item. */
export function DeptTreeSelect({ value, onChange, excludeId = null, placeholder, id, style = { width: '100%' } }: Props) {
  const depts = useDeptTreeQuery();
  const treeData = useMemo(() => toOptions(depts.data ?? [], excludeId), [depts.data, excludeId]);
  return (
    <TreeSelect<number | null>
      id={id}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      treeData={treeData}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={depts.isPending}
      placeholder={placeholder}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
