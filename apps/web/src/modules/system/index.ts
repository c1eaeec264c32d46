// The system module's public face: what the router, the shell and other modules may use.
import { lazy } from 'react';
import { registerWebMessages } from '@/core/i18n/web-messages';
import { registerModuleDrawer } from '@/shell/layout/module-drawer-slot';
import { systemMessages } from './auth/auth.messages';
import { importPageMessages } from './import/import.messages';
import { SessionChangedListener } from './role/components/session-changed-listener';

registerWebMessages(systemMessages);
registerWebMessages(importPageMessages);
// Menus and permissions follow a role or menu change without a reload (realtime 'session.changed').
registerModuleDrawer('system.session-changed', SessionChangedListener);

export { useAuthInfoQuery } from './auth/api/auth.api';
export { useLogoutMutation } from './auth/api/auth.api';
export { authKeys } from './auth/api/auth.api';
export { useTenantInfoQuery } from './tenant/api/tenant.api';
export { tenantKeys } from './tenant/api/tenant.api';
// The upgrade dialog (a form) loads when the top bar opens it, not with every signed-in page.
export const UpgradeDialog = lazy(async () => ({ default: (await import('./tenant/components/upgrade-dialog')).UpgradeDialog }));
export type { UpgradeDialogProps } from './tenant/components/upgrade-dialog';
export { StaffSelect } from './staff/components/staff-select';
// a list's import button: the import centre with its kind chosen
export { ImportButton } from './import/components/import-button';
export { StoreSelect } from './store/components/store-select';
export { StaffPickerField } from './staff/components/staff-picker-field';
export { StatusFilter } from './shared/status-filter';
export { DeptTreeSelect } from './dept/components/dept-tree-select';
