import { useState } from 'react';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Table, Typography, type TableColumnsType } from 'antd';
import type { CustomerFile } from '@tradewind/contract/crm/file.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { DeleteAction } from '@/core/list/delete-action';
import { useDeleteFileMutation, useFileListQuery } from '../api/customer-detail.api';
import { formatFileSize } from '../drawer-rules';
import { FileFormModal } from './file-form-modal';
import { ListEnd } from './list-end';

/** Customer files (crm:file:list): upload, rename / remark, delete with a confirmation, each behind its permission. */
export function FileSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const files = useFileListQuery(customerId, true);
  const remove = useDeleteFileMutation();
  const [editing, setEditing] = useState<CustomerFile | 'new' | null>(null);
  const canUpdate = usePermission('crm:file:update');
  const canDelete = usePermission('crm:file:delete');
  const items = files.data?.pages.flatMap((page) => page.list) ?? [];

  const columns: TableColumnsType<CustomerFile> = [
    {
      title: t('crm_drawer.file_name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row) => (
        <Typography.Link href={row.full_url} target="_blank" rel="noopener noreferrer">
          {name}
        </Typography.Link>
      ),
    },
    { title: t('crm_drawer.file_size'), dataIndex: 'size', width: 90, render: (size: number) => formatFileSize(size) },
    { title: t('crm_drawer.file_remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v || '-' },
    { title: t('crm_drawer.file_creator'), dataIndex: 'creator', width: 90 },
    { title: t('crm_drawer.created_at'), dataIndex: 'created_at', width: 150 },
    ...(canUpdate || canDelete
      ? [
          {
            title: t('crm_drawer.actions'),
            key: 'actions',
            width: 110,
            render: (_v: unknown, row: CustomerFile) => (
              <Flex>
                {canUpdate && (
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('admin.edit')}
                  </Button>
                )}
                {canDelete && (
                  <DeleteAction title={t('crm_drawer.file_delete_confirm', { name: row.name })} onDelete={() => remove.mutateAsync({ customerId, id: row.id })} />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12}>
      <Permission rule="crm:file:create">
        <Flex justify="flex-end">
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setEditing('new')}>
            {t('crm_drawer.file_upload')}
          </Button>
        </Flex>
      </Permission>
      <Table<CustomerFile>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={items}
        loading={files.isPending}
        pagination={false}
        data-testid="file-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.file_empty')} /> }}
      />
      <ListEnd hasNextPage={files.hasNextPage} isFetchingNextPage={files.isFetchingNextPage} fetchNextPage={files.fetchNextPage} count={items.length} />
      {editing !== null && <FileFormModal customerId={customerId} file={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
