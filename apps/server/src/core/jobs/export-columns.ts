import type { ExportColumn } from './exporter';

/** Who made a document and when: the pair of columns a document's export shows after its own. */
export const createdColumns: readonly ExportColumn[] = [
  { header: '制单人', key: 'created_by_name', width: 10 },
  { header: '制单时间', key: 'created_at', width: 18 },
];

/** Who audited a document of one audit and when, after `createdColumns`. */
export const auditedColumns: readonly ExportColumn[] = [
  { header: '审核人', key: 'audited_by_name', width: 10 },
  { header: '审核时间', key: 'audited_at', width: 18 },
];
