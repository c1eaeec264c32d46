import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { RoleListQuerySchema, type Role } from '@tradewind/contract/system/role.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
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
          <Space size={0}>
            <Permission rule="system:role:update">
              <Button type="link" onClick={() => setEditing({ role: row })}>
                {t('admin.edit')}
              </Button>
            </Permission>
            <Permission rule="system:role:delete">
              {row.staff_count > 0 ? (
                <Button type="link" danger onClick={() => setTransferring(row)}>
                  {t('admin.delete')}
                </Button>
              ) : (
                <DeleteAction size="middle" title={t('role.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync({ id: row.id })} />
              )}
            </Permission>
          </Space>
        ),
    },
  ];

  const create = (
    <Permission rule="system:role:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
        {t('role.create')}
      </Button>
    </Permission>
  );
  return (
    <Card size="small">
      <FilterBar list={list} name="role_filters" actions={create}>
        <Form.Item name="name">
          <Input placeholder={t('role.keyword')} allowClear style={{ width: 200 }} />
        </Form.Item>
      </FilterBar>
      <ListTable<Role> list={list} columns={columns} empty={t('role.empty')} />
      {editing ? <RoleFormModal role={editing.role} onClose={() => setEditing(null)} /> : null}
      {transferring ? <DeleteRoleModal role={transferring} onClose={() => setTransferring(null)} /> : null}
    </Card>
  );
}
