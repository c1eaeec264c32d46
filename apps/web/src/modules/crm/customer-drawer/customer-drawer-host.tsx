import { lazy, Suspense } from 'react';
import { loadModuleTexts } from '@/core/i18n/module-texts';
import { useAccountPeriodDialogState } from '../account-period/account-period-dialog-store';
import { useCustomerDrawerState } from './customer-drawer-store';

// the drawer shows the customer's orders, refunds and account: with the other modules' texts
const CustomerDrawer = lazy(async () => ({ default: (await Promise.all([import('./components/customer-drawer'), loadModuleTexts()]))[0].CustomerDrawer }));
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
