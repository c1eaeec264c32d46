import { useMemo, useState } from 'react';
import { Alert, Flex, Input, Modal, Table, Tag, Tree } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Department } from '@tradewind/contract/system/dept.schema';
import type { Staff } from '@tradewind/contract/system/staff.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { PickerFooter } from '@/core/picker/picker-footer';
import { useDeptTreeQuery, useEmployeePageQuery, useEmployeeSearchQuery } from '../api/employee-picker.api';
import { applySelection, deptSubtree, removeSelected, type PickedEmployee } from '../employee-selection';

export type EmployeePickerProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: (selected: PickedEmployee[]) => void;
  /** at most this many; unlimited when absent (spec 000 §5) */
  max?: number;
  /** picked when the dialog opens (at least id and name) */
  defaultSelected?: PickedEmployee[];
};

const PAGE_SIZE = 20;
/** Spec 000 §9: the picker's table scrolls at 450px. */
const TABLE_HEIGHT = 450;
const ALL_DEPTS = 0;

type TreeNode = { key: number; title: string; children: TreeNode[] };

const toTree = (depts: readonly Department[]): TreeNode[] =>
  depts.map((d) => ({ key: d.id, title: `${d.name} (${d.staff_count})`, children: toTree(d.children ?? []) }));

/**
 * The employee picker dialog (spec 000 §2): department tree, keyword search, a paged table whose ticks
 * persist across pages, a popover of the picked (each removable), confirm. Callers without
 * system:staff:list get the staff search instead: first 50 matches, filtered by department here.
 */
export function EmployeePicker(props: EmployeePickerProps) {
  // Mounted only while open: each opening starts from `defaultSelected`, page 1, no filter.
  return props.open ? <EmployeePickerDialog {...props} /> : null;
}

function EmployeePickerDialog({ open, onClose, onConfirm, max, defaultSelected }: EmployeePickerProps) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const canList = usePermission('system:staff:list');
  const [selected, setSelected] = useState<PickedEmployee[]>(defaultSelected ?? []);
  const [deptId, setDeptId] = useState(ALL_DEPTS);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);

  const depts = useDeptTreeQuery(open);
  const paged = useEmployeePageQuery({ page, page_size: PAGE_SIZE, name: keyword || undefined, c_dept_id: deptId || undefined }, open && canList);
  const searched = useEmployeeSearchQuery(keyword, open && !canList);

  const treeData = useMemo<TreeNode[]>(() => [{ key: ALL_DEPTS, title: t('common.picker.all_depts'), children: toTree(depts.data ?? []) }], [depts.data, t]);
  const searchRows = useMemo(() => {
    const rows = searched.data ?? [];
    if (deptId === ALL_DEPTS) return rows;
    const inDept = deptSubtree(depts.data ?? [], deptId);
    return rows.filter((row) => row.dept_id !== null && inDept.has(row.dept_id));
  }, [searched.data, deptId, depts.data]);

  const rows = canList ? (paged.data?.list ?? []) : searchRows;
  const loading = canList ? paged.isFetching : searched.isFetching;

  const columns: ColumnsType<Staff> = [
    { title: t('common.picker.name'), dataIndex: 'name', width: 120 },
    { title: t('common.picker.phone'), dataIndex: 'phone', width: 120, render: (phone: string | null) => phone ?? '-' },
    { title: t('common.picker.dept'), key: 'department', width: 120, render: (_, row) => row.department?.name ?? '-' },
    {
      title: t('common.picker.roles'),
      key: 'roles',
      render: (_, row) => (
        <Flex wrap gap={4}>
          {row.roles.map((role) => (
            <Tag key={role.id} color="blue">
              {role.name}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { title: t('common.picker.dept_role'), dataIndex: 'dept_role', width: 90, render: (role: number) => t(`common.picker.dept_role_${role}`) },
  ];

  const handleSelection = (keys: React.Key[], pageRows: (Staff | undefined)[]) => {
    const result = applySelection<PickedEmployee>(selected, keys, pageRows, max);
    if (result.ok) setSelected(result.selected);
    else void message.warning(t('common.picker.limit', { max: result.max }));
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('common.picker.title')}
      width={1000}
      destroyOnHidden
      footer={
        <PickerFooter<PickedEmployee>
          picked={selected}
          labelOf={(item) => item.name}
          onRemove={(id) => setSelected((list) => removeSelected(list, id))}
          onClear={() => setSelected([])}
          onCancel={onClose}
          onConfirm={() => onConfirm(selected)}
          texts={{ selected: t('common.picker.selected', { count: selected.length }), none: t('common.picker.none_selected'), clear: t('common.picker.clear') }}
          testId="employee-picker"
        />
      }
    >
      <Flex gap={12}>
        <div style={{ width: 220, flex: 'none', maxHeight: TABLE_HEIGHT + 80, overflowY: 'auto', borderRight: '1px solid #f0f0f0', paddingRight: 8 }}>
          <Tree<TreeNode>
            // remounted once the departments arrive, so the whole tree opens expanded
            key={depts.data ? 'loaded' : 'loading'}
            treeData={treeData}
            defaultExpandAll
            selectedKeys={[deptId]}
            blockNode
            onSelect={(keys) => {
              setDeptId(keys.length > 0 ? Number(keys[0]) : ALL_DEPTS);
              setPage(1);
            }}
          />
        </div>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder={t('common.picker.search')}
            onSearch={(text) => {
              setKeyword(text.trim());
              setPage(1);
            }}
            style={{ maxWidth: 320 }}
          />
          {!canList && <Alert type="info" showIcon title={t('common.picker.search_only')} />}
          <Table<Staff>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={rows}
            loading={loading}
            scroll={{ y: TABLE_HEIGHT }}
            rowSelection={{
              selectedRowKeys: selected.map((s) => s.id),
              preserveSelectedRowKeys: true,
              onChange: handleSelection,
            }}
            onRow={(row) => ({
              onClick: () => {
                const checked = selected.some((s) => s.id === row.id);
                handleSelection(checked ? selected.filter((s) => s.id !== row.id).map((s) => s.id) : [...selected.map((s) => s.id), row.id], [row]);
              },
            })}
            pagination={
              canList
                ? { current: page, pageSize: PAGE_SIZE, total: paged.data?.pagination.total ?? 0, showSizeChanger: false, onChange: setPage, size: 'small' }
                : false
            }
          />
        </Flex>
      </Flex>
    </Modal>
  );
}
