import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { importPath } from '../../system.routes';

export type ImportButtonProps = {
  /** the importer's key, 'crm.customer' */
  kind: string;
  /** what creating the records by hand needs (the importer's permission) */
  permission: string;
};

/** Beside a list's export button: opens the import centre with this kind chosen (shown to who may use both). */
export function ImportButton({ kind, permission }: ImportButtonProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const allowed = usePermission(['and', 'system:import:list', permission]);
  if (!allowed) return null;
  return (
    <Button icon={<UploadOutlined />} onClick={() => void navigate(importPath(kind))}>
      {t('import.button')}
    </Button>
  );
}
