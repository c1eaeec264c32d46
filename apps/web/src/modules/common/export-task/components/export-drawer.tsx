import { useEffect, useState } from 'react';
import { Badge, Button, Drawer, Flex, Progress, Table, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DEFAULT_PAGE_SIZE } from '@tradewind/contract/common/pagination.constants';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDeleteExportMutation, useDownloadExportMutation, useExportListQuery, useExportStatusQuery } from '../api/export-task.api';
import { onExportCentreTab, pendingExportCentreTab } from '../export-centre-tab';
import { countOf, EXPORT_STATUS, formatKb, type ExportStatus, type ExportTask } from '../export-task';
import { settleAction } from '@/core/feedback/settle-action';

export type ExportDrawerProps = { open: boolean; onClose: () => void };

const STATUS_COLOR: Record<ExportStatus, string> = { 1: 'processing', 2: 'success', 3: 'error' };
/** Spec 000 §2: the status tabs, then the all tab. */
const TABS: (0 | ExportStatus)[] = [1, 2, 3, 0];

/**
 * The export centre (spec 000 §2, §4): the caller's export tasks by status, with progress while running
 * (the list refreshes every 6 s then), download only when finished, delete with confirmation.
 */
export function ExportDrawer({ open, onClose }: ExportDrawerProps) {
  const { t } = useI18n();
  const { modal, message } = useFeedback();
  const [tab, setTab] = useState<0 | ExportStatus>(() => pendingExportCentreTab() ?? 0);
  const [page, setPage] = useState(1);
  // Opened for one status (the workplace's running exports): that tab, from its first page.
  useEffect(
    () =>
      onExportCentreTab((next) => {
        setTab(next);
        setPage(1);
      }),
    [],
  );
  const status = useExportStatusQuery(open);
  const list = useExportListQuery({ page, export_status: tab === 0 ? undefined : tab }, open);
  const download = useDownloadExportMutation();
  const remove = useDeleteExportMutation();

  const handleDownload = (task: ExportTask) => {
    // Opened before the call, inside the click: a window opened after an await is often blocked.
    const popup = window.open('about:blank', '_blank');
    download.mutate(task.id, {
      onSuccess: (url) => {
        if (popup) popup.location.href = url;
        else window.open(url, '_blank');
      },
      onError: () => popup?.close(),
    });
  };

  const handleDelete = (task: ExportTask) => {
    modal.confirm({
      title: t('common.export.delete_confirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: settleAction(() => remove.mutateAsync(task.id).then((text) => void message.success(text)), (text) => void message.error(text)),
    });
  };

  const columns: ColumnsType<ExportTask> = [
    {
      title: t('common.export.file_name'),
      dataIndex: 'name',
      width: 200,
      fixed: 'left',
      render: (_, task) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: task.name }}>{task.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {task.file_type.toUpperCase()}
          </Typography.Text>
          {task.export_status === EXPORT_STATUS.inProgress && <Progress percent={Math.round(task.progress)} size="small" status="active" />}
        </Flex>
      ),
    },
    // Status and download count first after the name: at 1280 px they are seen without scrolling sideways.
    {
      title: t('common.export.status'),
      dataIndex: 'export_status',
      width: 80,
      render: (value: ExportStatus) => <Tag color={STATUS_COLOR[value]}>{t(`common.export.status_${value}`)}</Tag>,
    },
    { title: t('common.export.download_num'), dataIndex: 'download_num', width: 80, align: 'right' },
    {
      title: t('common.export.fail_msg'),
      dataIndex: 'fail_msg',
      width: 140,
      render: (text: string | null) =>
        text ? (
          <Typography.Text type="danger" ellipsis={{ tooltip: text }} style={{ maxWidth: 140 }}>
            {text}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    { title: t('common.export.file_size'), dataIndex: 'file_size', width: 90, align: 'right', render: (bytes: number | null) => formatKb(bytes) },
    { title: t('common.export.source'), dataIndex: 'source', width: 110 },
    { title: t('common.export.creator'), dataIndex: 'creator', width: 90 },
    { title: t('common.export.created_at'), dataIndex: 'created_at', width: 150 },
    { title: t('common.export.last_download_time'), dataIndex: 'last_download_time', width: 150, render: (text: string | null) => text ?? '-' },
    {
      title: t('common.export.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, task) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            disabled={task.export_status !== EXPORT_STATUS.finished}
            loading={download.isPending && download.variables === task.id}
            onClick={() => handleDownload(task)}
          >
            {t('common.export.download')}
          </Button>
          <Button type="link" size="small" danger onClick={() => handleDelete(task)}>
            {t('common.export.delete')}
          </Button>
        </Flex>
      ),
    },
  ];

  return (
    <Drawer open={open} onClose={onClose} title={t('common.export.title')} size={1100}>
      <Tabs
        activeKey={String(tab)}
        onChange={(key) => {
          setTab(Number(key) as 0 | ExportStatus);
          setPage(1);
        }}
        items={TABS.map((s) => ({
          key: String(s),
          label: (
            <Badge count={countOf(status.data, s)} size="small" offset={[8, -2]} overflowCount={99} color={s === 3 ? undefined : '#0958d9'} showZero={false}>
              <span>{t(s === 0 ? 'common.export.tab_all' : `common.export.status_${s}`)}</span>
            </Badge>
          ),
        }))}
      />
      <Table<ExportTask>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isPending}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: list.data?.pagination.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Drawer>
  );
}
