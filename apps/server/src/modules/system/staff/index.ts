export { staff, staffRoles, staffStores } from './staff.table';
