// Read by the modules above crm (orders' contacts) in their own SQL, by column: a write goes through crm.
export { customerUsers } from './contact.table';
