import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { settlementPagePath, type SettlementKind } from './settlement-kind';

/** A settlement list's buttons: 导出 of what the list shows and 新增结算单. */
export function SettlementListActions({ kind, exportProps }: { kind: SettlementKind; exportProps: { path: string; query: QueryParams } }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <Space>
      {/* the export answers to the list's permission (no separate export permission is seeded) */}
      <ExportButton permission={`fms:${kind.page}:list`} {...exportProps} />
      <Permission rule={`fms:${kind.page}:create`}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(settlementPagePath(kind, 'add'))}>{t(`${kind.ns}.create`)}</Button>
      </Permission>
    </Space>
  );
}
