/**
 * An export task as GET /task/exports answers it (spec 000 §3). The contract package has no type for it
 * yet (the server declares it in its service), so the web keeps this copy until it moves there.
 */
export type ExportStatus = 1 | 2 | 3;

export type ExportTask = {
  id: number;
  name: string;
  file_type: string;
  export_status: ExportStatus;
  progress: number;
  fail_msg: string | null;
  /** bytes */
  file_size: number | null;
  source: string;
  creator: string;
  created_at: string;
  download_num: number;
  last_download_time: string | null;
  file_url: string | null;
};

export type ExportStatusCounts = { all: number; in_progress: number; finished: number; failed: number };

export const EXPORT_STATUS = { inProgress: 1, finished: 2, failed: 3 } as const;

/** Spec 000 §4: the list refreshes every 6 s while any row is in progress. */
export const EXPORT_REFRESH_MS = 6_000;

export function hasRunningExport(rows: readonly Pick<ExportTask, 'export_status'>[] | undefined): boolean {
  return (rows ?? []).some((row) => row.export_status === EXPORT_STATUS.inProgress);
}

/** The drawer's size column: bytes in Kb with two decimals; '-' before the file exists. */
export function formatKb(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '-';
  return `${(Math.round((bytes / 1024) * 100) / 100).toFixed(2)}Kb`;
}

/** The count shown on each status tab; `0` is the all tab. */
export function countOf(counts: ExportStatusCounts | undefined, status: 0 | ExportStatus): number {
  if (!counts) return 0;
  return status === 0 ? counts.all : status === 1 ? counts.in_progress : status === 2 ? counts.finished : counts.failed;
}
