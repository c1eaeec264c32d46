import type { MessageEntry } from './core-messages';

/**
 * An export's source in the export centre, which also starts its file name (`Staff list_20261124093000.xlsx`),
 * by the exporter's key: `export.source.<key>`. The server makes them in the creator's language when the
 * export is asked for (core/jobs `exportSource`); an exporter without an entry keeps its own Chinese source.
 */
export const exportMessages = {
  'export.source.system.staff': { zh: '员工列表', en: 'Staff list' },
  'export.source.system.action_log': { zh: '操作日志', en: 'Action log' },
  'export.source.crm.customer': { zh: '客户列表', en: 'Customer list' },
} as const satisfies Record<string, MessageEntry>;
