export { registerExportTaskRoutes } from './export-task.routes';
export { pendingExportCount } from './export-task.service';
