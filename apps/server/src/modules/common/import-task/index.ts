export { registerImportTaskRoutes } from './import-task.routes';
export { setImportWaker } from './import-task.service';
