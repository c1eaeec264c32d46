import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { useFeedback } from '@/core/feedback/feedback';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { useCommonShell } from '../../realtime/common-shell-context';
import { useStartExportMutation } from '../api/export-task.api';

export type ExportButtonProps = {
  /** the list's export call, e.g. '/staffs/export' */
  path: string;
  /** the filters the list shows now: the export holds exactly those rows */
  query: QueryParams;
  /** shown only to who holds it (the list's export permission) */
  permission?: PermissionRule;
};

/** Starts an export of what the list shows and points to the export centre, where it can be followed. */
export function ExportButton({ permission, ...props }: ExportButtonProps) {
  return permission === undefined ? (
    <StartExport {...props} />
  ) : (
    <Permission rule={permission}>
      <StartExport {...props} />
    </Permission>
  );
}

function StartExport({ path, query }: Omit<ExportButtonProps, 'permission'>) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const { openExports } = useCommonShell();
  const start = useStartExportMutation(path);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(query, {
          onSuccess: (text) => {
            void message.success(text);
            openExports?.();
          },
        })
      }
    >
      {t('common.export.button')}
    </Button>
  );
}
