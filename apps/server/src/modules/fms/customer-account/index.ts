export { customerAccounts } from './customer-account.table';
export { registerCustomerAccountRoutes } from './customer-account.routes';
export { getCustomerAccount, openCustomerAccount, type CustomerAccount, type CustomerAccountRow } from './customer-account.service';
