import { lazy, Suspense } from 'react';
import { useAccountPeriodDialogState } from '../account-period/account-period-dialog-store';
import { useCustomerDrawerState } from './customer-drawer-store';

const CustomerDrawer = lazy(async () => ({ default: (await import('./components/customer-drawer')).CustomerDrawer }));
const AccountPeriodDialog = lazy(async () => ({ default: (await import('../account-period/components/account-period-dialog')).AccountPeriodDialog }));

/**
 * What the customer module keeps over every page of the shell: the customer drawer and the
 * account-period dialog. Their code loads the first time one opens, not with the shell.
 */
export function CustomerDrawerHost() {
  const drawer = useCustomerDrawerState();
  const dialog = useAccountPeriodDialogState();
  return (
    <Suspense fallback={null}>
      {drawer.customerId !== null && <CustomerDrawer />}
      {dialog.customerId !== null && <AccountPeriodDialog />}
    </Suspense>
  );
}
