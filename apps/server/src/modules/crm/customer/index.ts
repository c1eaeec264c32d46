export { customerScope, findVisibleCustomer } from './customer-access';
export { changeOwnership, type OwnershipReason, type OwnershipTarget } from './customer-ownership';
export { customerOwnership, customers } from './customer.table';
export { recordCustomerOrder } from './customer-activity';
