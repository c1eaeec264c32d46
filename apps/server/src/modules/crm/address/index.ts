// Read by the modules above crm (an order's delivery address) in their own SQL, by column: a write goes through crm.
export { customerAddresses } from './address.table';
