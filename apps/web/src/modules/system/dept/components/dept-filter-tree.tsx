import { useMemo } from 'react';
import { Empty, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import type { Department } from '@tradewind/contract/system/dept.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDeptTreeQuery } from '../api/dept.api';

/** Key of the "every department" node at the top. */
const ALL = 0;

function toNodes(depts: readonly Department[]): TreeDataNode[] {
  return depts.map((d) => ({
    key: d.id,
    title: (
      <span>
        {d.name}
        <Typography.Text type="secondary" style={{ marginLeft: 4, fontSize: 12 }}>
          {d.staff_count}
        </Typography.Text>
      </span>
    ),
    children: toNodes(d.children),
  }));
}

/** The department tree as a list filter: choosing one shows its staff and those of every department below. */
export function DeptFilterTree({ value, onChange }: { value: number | null; onChange: (deptId: number | null) => void }) {
  const { t } = useI18n();
  const depts = useDeptTreeQuery();
  const treeData = useMemo<TreeDataNode[]>(() => [{ key: ALL, title: t('staff.all_depts'), children: toNodes(depts.data ?? []) }], [depts.data, t]);

  if (depts.isPending) return <Spin size="small" />;
  if (!depts.data) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree
      blockNode
      showLine
      defaultExpandAll
      treeData={treeData}
      selectedKeys={[value ?? ALL]}
      onSelect={(keys) => {
        const key = Number(keys[0] ?? ALL);
        onChange(key === ALL ? null : key);
      }}
    />
  );
}
