// The shell services' public face: message centre, export centre, realtime, uploads, employee picker, to-dos.
import { registerWebMessages } from '@/core/i18n/web-messages';
import { commonMessages } from './common.messages';

registerWebMessages(commonMessages);

export { ExportDrawer, MessageDrawer, preloadShellDrawer } from './shell-drawers';
export type { MessageDrawerProps } from './message/components/message-drawer';
export { messageKeys } from './message/api/message.api';
export { useUnreadCountQuery } from './message/api/message.api';
export { messageTarget, MESSAGE_TARGET_PAGES, registerMessageTargetOpener } from './message/message-target';
export type { ExportDrawerProps } from './export-task/components/export-drawer';
export { ExportButton, type ExportButtonProps } from './export-task/components/export-button';
export { exportTaskKeys } from './export-task/api/export-task.api';
export { useExportStatusQuery } from './export-task/api/export-task.api';
export { requestExportCentreTab, type ExportCentreTab } from './export-task/export-centre-tab';
export type { ExportTask } from './export-task/export-task';
export { RealtimeProvider, useListChanged, useRealtime, useRealtimeTopic, type Realtime, type RealtimeProviderProps } from './realtime/realtime-provider';
export { FileUploader, type FileUploaderProps, type UploadedFile } from './upload/components/file-uploader';
export { ImageUploader, type ImageUploaderProps } from './upload/components/image-uploader';
export { uploadFile } from './upload/api/upload.api';
export { EmployeePicker, type EmployeePickerProps } from './employee-picker/components/employee-picker';
export type { PickedEmployee } from './employee-picker/employee-selection';
export { thumbnailUrl } from './upload/upload-rules';
export { TodoPanel } from './todo/components/todo-panel';
export { todoKeys } from './todo/api/todo.api';
