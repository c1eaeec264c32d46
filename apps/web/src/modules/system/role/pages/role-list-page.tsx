import { useState } from 'react';
import { Card, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { RoleListQuerySchema, type Role } from '@tradewind/contract/system/role.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { RowActionLinks } from '@/core/list/row-actions';
import { useList } from '@/core/list/use-list';
import { roleKeys, useDeleteRoleMutation } from '../api/role.api';
import { DeleteRoleModal } from '../components/delete-role-modal';
import { RoleFormModal } from '../components/role-form-modal';

const SCOPE_COLOR: Record<number, string> = { 1: 'purple', 2: 'blue', 3: 'cyan', 4: 'default' };

/** /system/role/list: roles with their data scope and permissions. */
export function RoleListPage() {
  const { t } = useI18n();
  const list = useList<Role>({ keys: roleKeys, path: '/roles', schema: RoleListQuerySchema });
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [transferring, setTransferring] = useState<Role | null>(null);
  const remove = useDeleteRoleMutation();

  const columns: TableColumnsType<Role> = [
    {
      title: t('role.name'),
      dataIndex: 'name',
      render: (value: string, row) => (
        <Space size={6}>
          {value}
          {row.is_super ? (
            <Tooltip title={t('role.super_hint')}>
              <Tag color="gold">{t('role.super')}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    { title: t('role.code'), dataIndex: 'code', width: 140, render: (v: string | null) => v || '-' },
    { title: t('role.data_scope'), dataIndex: 'data_scope', width: 140, render: (v: number) => <Tag color={SCOPE_COLOR[v]}>{t(`role.data_scope_${v}`)}</Tag> },
    {
      title: t('role.permissions'),
      key: 'permissions',
      width: 120,
      render: (_v, row) => (row.is_super ? <Typography.Text type="secondary">{t('admin.all_permissions')}</Typography.Text> : t('role.permissions_count', { count: row.permissions.length })),
    },
    { title: t('role.staff_count'), dataIndex: 'staff_count', width: 90, align: 'right' },
    { title: t('role.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 150 },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 120,
      render: (_v, row) =>
        row.is_super ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <RowActionLinks
            actions={[
              { permission: 'system:role:update', label: t('admin.edit'), onClick: () => setEditing({ role: row }) },
              // A role still held by staff is deleted through the dialog that moves them to another.
              row.staff_count > 0
                ? { permission: 'system:role:delete', label: t('admin.delete'), danger: true, onClick: () => setTransferring(row) }
                : { permission: 'system:role:delete', confirm: t('role.delete_confirm', { name: row.name }), onDelete: () => remove.mutateAsync({ id: row.id }) },
            ]}
          />
        ),
    },
  ];

  const create = <CreateButton permission="system:role:create" label={t('role.create')} onClick={() => setEditing({ role: null })} />;
  return (
    <Card size="small">
      <FilterBar list={list} name="role_filters" actions={create} fields={[{ name: 'name', placeholder: t('role.keyword'), width: 200 }]} />
      <ListTable<Role> list={list} columns={columns} empty={t('role.empty')} />
      {editing ? <RoleFormModal role={editing.role} onClose={() => setEditing(null)} /> : null}
      {transferring ? <DeleteRoleModal role={transferring} onClose={() => setTransferring(null)} /> : null}
    </Card>
  );
}
