import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { Permission } from '@/core/permission/permission';

/** A list's 新增 button (primary, with a plus), shown only to who may create. */
export function CreateButton({ permission, label, onClick }: { permission: PermissionRule; label: string; onClick: () => void }) {
  return (
    <Permission rule={permission}>
      <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
        {label}
      </Button>
    </Permission>
  );
}
