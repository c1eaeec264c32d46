export { registerStoreRoutes } from './store.routes';
export { registerStoreUsageCheck } from './store.service';
export { stores } from './store.table';
