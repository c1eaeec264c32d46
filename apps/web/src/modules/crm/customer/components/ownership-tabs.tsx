import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { QueryParams } from '@/core/http/http-client';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTabs } from '@/core/list/list-tabs';
import { Permission } from '@/core/permission/permission';
import { ExportButton } from '@/modules/common';
import { ImportButton } from '@/modules/system';

type Props<O extends string> = {
  list: { query: { ownership: O }; setFilters: (filters: { ownership: O }) => void; exportProps: { path: string; query: QueryParams } };
  ownerships: readonly O[];
  /** the texts' prefix: {texts}.ownership_{key} and {texts}.create */
  texts: 'crm_customer' | 'crm_lead';
  /** the permissions' prefix: {rules}:export and {rules}:create */
  rules: 'crm:customer' | 'crm:leads';
  /** where 新增 goes */
  createPath: string;
  /** the importer beside export (the import centre with this kind chosen), when the list has one */
  importKind?: string;
};

/** A customer-like list's tabs by ownership (all, mine, the pool…), with export, import and 新增 behind their permissions. */
export function OwnershipTabs<O extends string>({ list, ownerships, texts, rules, createPath, importKind }: Props<O>) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <ListTabs
      activeKey={list.query.ownership}
      onChange={(key) => list.setFilters({ ownership: key as O })}
      items={ownerships.map((key) => ({ key, label: t(`${texts}.ownership_${key}`) }))}
      actions={
        <Space>
          <ExportButton permission={`${rules}:export`} {...list.exportProps} />
          {importKind ? <ImportButton kind={importKind} permission={`${rules}:create`} /> : null}
          <Permission rule={`${rules}:create`}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(createPath)}>
              {t(`${texts}.create`)}
            </Button>
          </Permission>
        </Space>
      }
    />
  );
}
