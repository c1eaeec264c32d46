import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Progress, Select, Space, Statistic, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import type { ImportProblem, ImportTask } from '@tradewind/contract/common/import-task.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { settleAction } from '@/core/feedback/settle-action';
import { useI18n } from '@/core/i18n/use-i18n';
import {
  useDeleteImportMutation,
  useImportFileMutation,
  useImportKindsQuery,
  useImportListQuery,
  useImportProblemsQuery,
  useImportQuery,
  useRunImportMutation,
  useTemplateMutation,
  useUploadImportMutation,
} from '../api/import.api';

const STATUS_COLOR: Record<number, string> = { 1: 'processing', 2: 'warning', 3: 'processing', 4: 'success', 5: 'error' };

/** Opens a signed link as a download, in the page (the link names the file). */
function downloadLink(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  a.download = '';
  document.body.append(a);
  a.click();
  a.remove();
}

function ProblemTable({ task, phase }: { task: ImportTask; phase: 1 | 2 }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const problems = useImportProblemsQuery(task.id, phase, page, task.problem_count > 0);
  const columns: TableColumnsType<ImportProblem> = [
    { title: t('import.row_no'), dataIndex: 'row_no', width: 80 },
    { title: t('import.column'), dataIndex: 'column', width: 160, render: (v: string) => v || '-' },
    { title: t('import.problem'), dataIndex: 'message' },
  ];
  if (task.problem_count === 0) return <Alert type="success" showIcon title={t(phase === 1 ? 'import.no_problems' : 'import.no_refused_rows')} />;
  return (
    <Table<ImportProblem>
      size="small"
      rowKey={(r) => `${r.row_no}-${r.column_key}-${r.message}`}
      columns={columns}
      dataSource={problems.data?.list ?? []}
      loading={problems.isFetching}
      pagination={{ current: page, pageSize: 10, total: problems.data?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false }}
    />
  );
}

/** One import: its progress while checked or run, the preview with every row's problems, the result. */
function ImportPanel({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useI18n();
  const { message, modal } = useFeedback();
  const task = useImportQuery(id).data;
  const run = useRunImportMutation();
  const remove = useDeleteImportMutation();
  const file = useImportFileMutation();
  if (!task) return null;
  const download = (which: 'source' | 'refused') => file.mutate({ id: task.id, file: which }, { onSuccess: downloadLink });
  const counts = (labels: [string, string, string]) => (
    <Space size={48} wrap>
      <Statistic title={t('import.rows')} value={task.total_rows} />
      <Statistic title={t(labels[0])} value={task.created_count} />
      <Statistic title={t(labels[1])} value={task.updated_count} />
      <Statistic title={t(labels[2])} value={task.refused_count} styles={{ content: task.refused_count > 0 ? { color: '#cf1322' } : undefined }} />
    </Space>
  );
  const title = (
    <Space>
      <span>{task.name}</span>
      <Tag color={STATUS_COLOR[task.import_status]}>{t(`import.status_${task.import_status}`)}</Tag>
    </Space>
  );
  if (task.import_status === 1 || task.import_status === 3) {
    return (
      <Card size="small" title={title}>
        <Typography.Paragraph>{t(task.import_status === 1 ? 'import.checking' : 'import.importing')}</Typography.Paragraph>
        <Progress percent={task.progress} status="active" />
      </Card>
    );
  }
  if (task.import_status === 5) {
    return (
      <Card size="small" title={title} extra={<Button onClick={onDone}>{t('import.again')}</Button>}>
        <Alert type="error" showIcon title={task.fail_msg ?? t('import.status_5')} />
      </Card>
    );
  }
  if (task.import_status === 2) {
    const confirmRun = () =>
      modal.confirm({
        title: t('import.run_confirm'),
        content: t('import.run_confirm_content', { created: task.created_count, updated: task.updated_count, refused: task.refused_count }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: settleAction(() => run.mutateAsync(task.id).then((text) => void message.success(text)), (text) => void message.error(text)),
      });
    const confirmDiscard = () =>
      modal.confirm({
        title: t('import.discard_confirm'),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: settleAction(() => remove.mutateAsync(task.id).then(onDone), (text) => void message.error(text)),
      });
    return (
      <Card
        size="small"
        title={<Space>{t('import.preview')}{title}</Space>}
        extra={
          <Space>
            <Button onClick={confirmDiscard}>{t('import.discard')}</Button>
            <Button type="primary" disabled={task.created_count + task.updated_count === 0} loading={run.isPending} onClick={confirmRun}>
              {t('import.run')}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {counts(['import.will_create', 'import.will_update', 'import.will_refuse'])}
          <ProblemTable task={task} phase={1} />
        </Space>
      </Card>
    );
  }
  return (
    <Card
      size="small"
      title={<Space>{t('import.result')}{title}</Space>}
      extra={
        <Space>
          {task.has_refused_file ? (
            <Button icon={<DownloadOutlined />} loading={file.isPending} onClick={() => download('refused')}>
              {t('import.download_refused')}
            </Button>
          ) : null}
          <Button type="primary" onClick={onDone}>
            {t('import.again')}
          </Button>
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {counts(['import.created', 'import.updated', 'import.refused'])}
        <ProblemTable key={`${task.id}-2`} task={{ ...task, problem_count: task.refused_count }} phase={2} />
      </Space>
    </Card>
  );
}

/**
 * /system/import/list, the import centre (docs/imports.md): choose a kind, download its template, upload
 * a filled file, read the preview (every row's problems, nothing written yet), run it, follow its progress
 * and take the refused rows back as a file. `?kind=` preselects a kind (the customer list's button).
 */
export function ImportPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const kinds = useImportKindsQuery();
  // the kind the person picked, else the address's (?kind=), else the only one they may import
  const [chosen, setKind] = useState<string | undefined>();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const history = useImportListQuery(page);
  const template = useTemplateMutation();
  const upload = useUploadImportMutation();
  const { message } = useFeedback();

  const kind = chosen ?? params.get('kind') ?? (kinds.data?.length === 1 ? kinds.data[0].key : undefined);

  const historyColumns: TableColumnsType<ImportTask> = [
    { title: t('import.file'), dataIndex: 'name', ellipsis: true },
    { title: t('import.kind'), dataIndex: 'kind_title', width: 120 },
    { title: t('import.status'), dataIndex: 'import_status', width: 100, render: (s: number) => <Tag color={STATUS_COLOR[s]}>{t(`import.status_${s}`)}</Tag> },
    { title: t('import.created'), dataIndex: 'created_count', width: 80 },
    { title: t('import.updated'), dataIndex: 'updated_count', width: 80 },
    { title: t('import.refused'), dataIndex: 'refused_count', width: 80 },
    { title: t('import.created_at'), dataIndex: 'created_at', width: 160 },
    {
      title: t('admin.actions'),
      key: 'actions',
      width: 80,
      render: (_v, row) => (
        <Button type="link" onClick={() => setTaskId(row.id)}>
          {t('import.open')}
        </Button>
      ),
    },
  ];

  if (kinds.data && kinds.data.length === 0) {
    return (
      <Card size="small">
        <Empty description={t('import.no_kinds')} />
      </Card>
    );
  }

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {taskId === null ? (
        <Card size="small">
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Space wrap>
              <Typography.Text>{t('import.kind')}</Typography.Text>
              <Select
                aria-label={t('import.kind')}
                style={{ width: 220 }}
                placeholder={t('import.kind_placeholder')}
                value={kind}
                onChange={setKind}
                loading={kinds.isLoading}
                options={(kinds.data ?? []).map((k) => ({ value: k.key, label: k.title }))}
              />
              <Button icon={<DownloadOutlined />} disabled={!kind} loading={template.isPending} onClick={() => kind && template.mutate(kind, { onSuccess: downloadLink })}>
                {t('import.template')}
              </Button>
            </Space>
            <Typography.Text type="secondary">{t('import.template_hint')}</Typography.Text>
            <Upload.Dragger
              accept=".xlsx,.csv"
              multiple={false}
              showUploadList={false}
              // Not disabled before a kind is chosen: a disabled drop zone's texts are too faint to read
              // (WCAG contrast), and a file dropped first is answered with what to choose.
              disabled={upload.isPending}
              beforeUpload={(file) => {
                if (kind) upload.mutate({ kind, file }, { onSuccess: setTaskId });
                else void message.warning(t('import.kind_placeholder'));
                return false;
              }}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">{t('import.drop')}</p>
              <p className="ant-upload-hint">{t('import.drop_hint')}</p>
            </Upload.Dragger>
          </Space>
        </Card>
      ) : (
        <ImportPanel id={taskId} onDone={() => setTaskId(null)} />
      )}
      <Card size="small" title={t('import.history')}>
        <Table<ImportTask>
          size="small"
          rowKey="id"
          columns={historyColumns}
          dataSource={history.data?.list ?? []}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('import.history_empty')} /> }}
          pagination={{ current: page, pageSize: 10, total: history.data?.pagination.total ?? 0, onChange: setPage, showSizeChanger: false }}
        />
      </Card>
    </Space>
  );
}
