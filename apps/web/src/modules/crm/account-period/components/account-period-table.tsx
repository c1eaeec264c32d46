import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { AccountPeriod } from '@tradewind/contract/crm/account-period.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { DeleteAction } from '@/core/list/delete-action';
import { useDeleteAccountPeriodMutation, useAccountPeriodListQuery } from '../api/account-period.api';
import { describePeriod } from '../account-period-rules';
import { AccountPeriodFormModal } from './account-period-form-modal';

type Props = {
  /** the one chosen period (single selection, spec 001 §5) */
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** the page shows how many customers use each period, under a heading of its own */
  showCustomerNum?: boolean;
};

/**
 * The account periods with exactly one selectable (a radio per row), and their create, edit and delete
 * behind crm:customer_account_period:create / update / delete. A new period is selected when saved.
 */
export function AccountPeriodTable({ selectedId, onSelect, showCustomerNum = false }: Props) {
  const { t } = useI18n();
  const periods = useAccountPeriodListQuery();
  const remove = useDeleteAccountPeriodMutation();
  const [editing, setEditing] = useState<AccountPeriod | 'new' | null>(null);
  const canUpdate = usePermission('crm:customer_account_period:update');
  const canDelete = usePermission('crm:customer_account_period:delete');

  const columns: TableColumnsType<AccountPeriod> = [
    { title: t('crm_period.name'), dataIndex: 'name', width: 180, ellipsis: { showTitle: true } },
    { title: t('crm_period.type'), dataIndex: 'type', width: 110, render: (type: number) => t(`crm_period.type_${type}`) },
    {
      title: t('crm_period.rule'),
      key: 'rule',
      width: 280,
      render: (_v, row) => {
        const rule = describePeriod(row);
        return (
          <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
            {t(rule.key, rule.params)}
          </Typography.Text>
        );
      },
    },
    ...(showCustomerNum ? [{ title: t('crm_period.customer_num'), dataIndex: 'customer_num', width: 90 }] : []),
    ...(canUpdate || canDelete
      ? [
          {
            title: t('admin.actions'),
            key: 'actions',
            width: 120,
            render: (_v: unknown, row: AccountPeriod) => (
              <Flex gap={4} onClick={(e) => e.stopPropagation()}>
                {canUpdate && (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                )}
                {canDelete && (
                  <DeleteAction
                    title={t('crm_period.delete_confirm', { name: row.name })}
                    onDelete={() => remove.mutateAsync(row.id)}
                    onDeleted={() => {
                      if (selectedId === row.id) onSelect(null);
                    }}
                  />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={8}>
      <Flex justify={showCustomerNum ? 'space-between' : 'flex-end'} align="center">
        {showCustomerNum && <Typography.Text strong>{t('crm_period.periods')}</Typography.Text>}
        <Permission rule="crm:customer_account_period:create">
          <Button size="small" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('crm_period.create')}
          </Button>
        </Permission>
      </Flex>
      <Table<AccountPeriod>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={periods.data ?? []}
        loading={periods.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        data-testid="account-period-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_period.empty')} /> }}
        rowSelection={{ type: 'radio', selectedRowKeys: selectedId ? [selectedId] : [], onChange: (keys) => onSelect(keys.length > 0 ? Number(keys[0]) : null) }}
        onRow={(row) => ({ onClick: () => onSelect(row.id), style: { cursor: 'pointer' } })}
      />
      {editing !== null && (
        <AccountPeriodFormModal
          period={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(period) => {
            if (editing === 'new') onSelect(period.id);
          }}
        />
      )}
    </Flex>
  );
}
