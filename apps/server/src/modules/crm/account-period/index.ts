// Read by the modules above crm (statements follow a customer's account period) in their own SQL, by column.
export { accountPeriods } from './account-period.table';
