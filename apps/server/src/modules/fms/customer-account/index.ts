export { customerAccounts } from './customer-account.table';
export { registerCustomerAccountRoutes } from './customer-account.routes';
export { getCustomerAccount, type CustomerAccount } from './customer-account.service';
