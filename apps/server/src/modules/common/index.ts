import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@/core/http/route';
import type { RequestContext } from '@/core/http/request-context';
import type { FileStorage } from '@/core/storage/file-storage';
import { pendingExportCount, registerExportTaskRoutes } from './export-task';
import { registerImportTaskRoutes } from './import-task';
import { registerFileRoutes, registerUploadRoutes } from './upload/upload.routes';
import { registerAreaRoutes } from './area';
import { registerClientDataRoute, registerClientDataSource } from './client-data/client-data';
import { registerMessageRoutes, unreadCount } from './message';
import { registerMapAreaRoutes } from './map-area';
import { registerSmsRoutes, type SmsSender } from './sms';
import { registerTodoRoute } from './todo/todo';

export { registerClientDataSource } from './client-data/client-data';
// the import centre's runner is woken when a file is uploaded or started (app.ts makes it)
export { setImportWaker } from './import-task';
// Fields that hold an upload take only the tenant's own (upload/own-upload.ts).
export { ownUpload, ownUploadOrNull, ownUploads, tenantUploadKey, type OwnUploadRule } from './upload/own-upload';
// The workplace's to-dos: each module registers what waits in its lists (todo/todo.ts).
export { countTodo, onListPage, registerStateTodo, registerTodo, type TodoProvider } from './todo/todo';

const pendingExports = async (ctx: RequestContext) => ({ task_num: await pendingExportCount(ctx) });
const unreadMessages = async (ctx: RequestContext) => ({ un_read_num: await unreadCount(ctx) });

export function registerCommonModule(app: FastifyInstance, deps: AppDeps, services: { sms: SmsSender; storage: FileStorage; imageAllowList: readonly string[] }): void {
  registerClientDataRoute(app, deps);
  registerClientDataSource(unreadMessages);
  registerAreaRoutes(app, deps);
  registerMessageRoutes(app, deps);
  registerSmsRoutes(app, deps, services.sms);
  registerExportTaskRoutes(app, deps, services.storage);
  registerImportTaskRoutes(app, deps, services.storage);
  registerFileRoutes(app, services.storage);
  registerUploadRoutes(app, deps, services.storage, services.imageAllowList);
  registerClientDataSource(pendingExports);
  registerMapAreaRoutes(app, deps);
  registerTodoRoute(app, deps);
}
