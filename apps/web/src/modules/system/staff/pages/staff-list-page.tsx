import { useState } from 'react';
import { PlusOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, Card, Flex, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { DEPT_ROLES, StaffListQuerySchema, type Staff } from '@tradewind/contract/system/staff.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import { ListTable } from '@/core/list/list-table';
import { ListTabs } from '@/core/list/list-tabs';
import { useList } from '@/core/list/use-list';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { ExportButton } from '@/modules/common';
import { DeptFilterTree } from '../../dept/components/dept-filter-tree';
import { RoleSelect } from '../../role/components/role-select';
import { StatusFilter } from '../../shared/status-filter';
import { StoreSelect } from '../../store/components/store-select';
import { staffKeys, useAuditStaffMutation, useDeleteStaffMutation, useSetStaffStatusMutation, useStaffListQuery } from '../api/staff.api';
import { InviteModal } from '../components/invite-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { StaffFormModal } from '../components/staff-form-modal';

const MAX_TAGS = 2;

function TagList({ items, color }: { items: { id: number; name: string }[]; color?: string }) {
  if (items.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  const rest = items.slice(MAX_TAGS);
  return (
    <Flex gap={4} wrap>
      {items.slice(0, MAX_TAGS).map((item) => (
        <Tag key={item.id} color={color} style={{ marginInlineEnd: 0 }}>
          {item.name}
        </Tag>
      ))}
      {rest.length > 0 ? <Tag title={rest.map((r) => r.name).join('、')}>+{rest.length}</Tag> : null}
    </Flex>
  );
}

/** /system/staff/list: staff by department, with approval of people who joined through an invite. */
export function StaffListPage() {
  const { t } = useI18n();
  const { message } = useFeedback();
  // The 全部 tab lists approved staff (is_audit 1), the 待审核 tab those waiting (0).
  const list = useList<Staff, typeof StaffListQuerySchema>({ keys: staffKeys, path: '/staffs', schema: StaffListQuerySchema, defaults: { is_audit: 1 }, exportPath: '/staffs/export' });
  const tab = list.query.is_audit === 0 ? 'pending' : 'all';
  const deptId = list.query.c_dept_id ?? null;
  const [editing, setEditing] = useState<{ staff: Staff | null } | null>(null);
  const [resetting, setResetting] = useState<Staff | null>(null);
  const [inviting, setInviting] = useState(false);
  const pending = useStaffListQuery({ is_audit: 0, page: 1, page_size: 1 });
  const pendingCount = pending.pagination.total;

  const canUpdate = usePermission('system:staff:update');
  const setStatus = useSetStaffStatusMutation();
  const audit = useAuditStaffMutation();
  const remove = useDeleteStaffMutation();

  const columns: TableColumnsType<Staff> = [
    {
      title: t('staff.name'),
      dataIndex: 'name',
      ...list.sorter('name'),
      fixed: 'left',
      width: 160,
      render: (_value, row) => (
        <Flex gap={8} align="center">
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical style={{ minWidth: 0, lineHeight: 1.3 }}>
            <span>
              {row.name}
              {row.is_owner ? (
                <Tag color="gold" style={{ marginInlineStart: 6 }}>
                  {t('staff.owner')}
                </Tag>
              ) : null}
            </span>
            {row.account ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {row.account}
              </Typography.Text>
            ) : null}
          </Flex>
        </Flex>
      ),
    },
    { title: t('staff.phone'), dataIndex: 'phone', width: 120, render: (v: string | null) => v ?? '-' },
    {
      title: t('staff.dept'),
      key: 'department',
      width: 150,
      render: (_v, row) =>
        row.department ? (
          <Space size={4}>
            {row.department.name}
            {row.dept_role !== DEPT_ROLES.member ? <Tag color={row.dept_role === DEPT_ROLES.manager ? 'blue' : 'cyan'}>{t(`staff.dept_role_${row.dept_role}`)}</Tag> : null}
          </Space>
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
    { title: t('staff.roles'), key: 'roles', width: 140, render: (_v, row) => <TagList items={row.roles} color="processing" /> },
    { title: t('staff.stores'), key: 'stores', width: 150, render: (_v, row) => <TagList items={row.stores} /> },
    ...(tab === 'all'
      ? ([
          {
            title: t('staff.status'),
            dataIndex: 'status',
            width: 64,
            render: (_v, row) => {
              const enabled = row.status === 1;
              const toggle = (
                <Switch
                  size="small"
                  checked={enabled}
                  disabled={!canUpdate || row.is_owner === 1}
                  loading={setStatus.isPending && setStatus.variables?.id === row.id}
                  aria-label={t('staff.status')}
                />
              );
              if (!canUpdate || row.is_owner === 1) return toggle;
              return (
                <ConfirmAction
                  title={t(enabled ? 'staff.disable_confirm' : 'staff.enable_confirm', { name: row.name })}
                  okButtonProps={{ danger: enabled }}
                  onConfirm={() =>
                    setStatus.mutateAsync({ id: row.id, status: enabled ? 0 : 1 }).then(
                      () => void message.success(t('admin.status_changed')),
                      () => undefined,
                    )
                  }
                >
                  {toggle}
                </ConfirmAction>
              );
            },
          },
          {
            title: t('staff.last_login'),
            dataIndex: 'last_login_at',
            width: 140,
            render: (v: string | null) => v ?? <Typography.Text type="secondary">{t('staff.never_logged_in')}</Typography.Text>,
          },
        ] satisfies TableColumnsType<Staff>)
      : []),
    { title: t('admin.created_at'), dataIndex: 'created_at', width: 140, ...list.sorter('created_at') },
    {
      title: t('admin.actions'),
      key: 'actions',
      fixed: 'right',
      width: tab === 'all' ? 170 : 110,
      render: (_v, row) =>
        tab === 'pending' ? (
          <Permission rule="system:staff:audit">
            <Space size={0}>
              <ConfirmAction
                title={t('staff.approve_confirm', { name: row.name })}
                onConfirm={() => audit.mutateAsync({ id: row.id, pass: 1 }).then(() => void message.success(t('staff.approved')), () => undefined)}
              >
                <Button type="link">{t('staff.approve')}</Button>
              </ConfirmAction>
              <ConfirmAction
                title={t('staff.reject_confirm', { name: row.name })}
                okButtonProps={{ danger: true }}
                onConfirm={() => audit.mutateAsync({ id: row.id, pass: 0 }).then(() => void message.success(t('staff.rejected')), () => undefined)}
              >
                <Button type="link" danger>
                  {t('staff.reject')}
                </Button>
              </ConfirmAction>
            </Space>
          </Permission>
        ) : (
          <Space size={0}>
            <Permission rule="system:staff:update">
              <Button type="link" onClick={() => setEditing({ staff: row })}>
                {t('admin.edit')}
              </Button>
            </Permission>
            <Permission rule="system:staff:reset_password">
              <Button type="link" onClick={() => setResetting(row)}>
                {t('staff.reset_password')}
              </Button>
            </Permission>
            {row.is_owner ? null : (
              <Permission rule="system:staff:delete">
                <DeleteAction size="middle" title={t('staff.delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync(row.id)} />
              </Permission>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Flex gap={12} align="flex-start">
      <Card size="small" title={t('staff.dept_filter')} style={{ width: 220, flex: 'none' }} styles={{ body: { padding: 8, maxHeight: 'calc(100vh - 200px)', overflow: 'auto' } }}>
        <DeptFilterTree value={deptId} onChange={(id) => list.setFilters({ c_dept_id: id ?? undefined })} />
      </Card>
      <Card size="small" style={{ flex: 1, minWidth: 0 }} styles={{ body: { paddingTop: 0 } }}>
        <ListTabs
          activeKey={tab}
          onChange={(key) => list.setFilters({ is_audit: key === 'pending' ? 0 : 1 })}
          // A fragment: ListTabs spaces each button, also the two inside Permission (in a Space they touched).
          actions={
            <>
              <ExportButton {...list.exportProps} />
              <Permission rule="system:staff:create">
                <Button icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
                  {t('staff.invite')}
                </Button>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ staff: null })}>
                  {t('staff.create')}
                </Button>
              </Permission>
            </>
          }
          items={[
            { key: 'all', label: t('staff.tab_all') },
            {
              key: 'pending',
              label: (
                <Space size={4}>
                  {t('staff.tab_pending')}
                  <Badge count={pendingCount} size="small" />
                </Space>
              ),
            },
          ]}
        />
        {tab === 'pending' ? <Typography.Paragraph type="secondary">{t('staff.pending_hint')}</Typography.Paragraph> : null}
        <FilterBar
          list={list}
          name="staff_filters"
          fields={[
            { name: 'name', placeholder: t('staff.keyword'), width: 190 },
            tab === 'all' && { name: 'status', control: <StatusFilter placeholder={t('admin.status_all')} width={100} /> },
            { name: 'role_id', control: <RoleSelect placeholder={t('staff.roles')} style={{ width: 120 }} /> },
            { name: 'store_id', control: <StoreSelect placeholder={t('staff.stores')} style={{ width: 150 }} /> },
            { name: 'dept_role', placeholder: t('staff.dept_role'), width: 110, options: Object.values(DEPT_ROLES).map((v) => ({ value: v, label: t(`staff.dept_role_${v}`) })) },
          ]}
        />
        <ListTable<Staff> list={list} columns={columns} scroll={{ x: 1150 }} empty={t(tab === 'pending' ? 'staff.empty_pending' : 'staff.empty')} />
      </Card>
      {/* Mounted while open: each opening starts from the row's values. */}
      {editing ? <StaffFormModal open staff={editing.staff} defaultDeptId={deptId} onClose={() => setEditing(null)} /> : null}
      {resetting ? <ResetPasswordModal staff={resetting} onClose={() => setResetting(null)} /> : null}
      <InviteModal open={inviting} deptId={deptId} onClose={() => setInviting(false)} />
    </Flex>
  );
}
