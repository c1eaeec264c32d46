import type { ReactNode } from 'react';
import { Card, Empty, Timeline, Typography } from 'antd';

/** A line of a document's log as every module's detail answers it (the server's `document_logs`). */
export type DocumentLogLine = { id: number; action: string; to_status?: number | null; remark: string | null; staff_name: string | null; created_at: string };

type Props<L extends DocumentLogLine> = {
  /** The card's title; without one the timeline stands alone (inside a card of the caller's). */
  title?: ReactNode;
  logs: readonly L[];
  /** The action in the reader's words. */
  action: (line: L) => string;
  /** The state the action led to, in the reader's words; left out where a document's log does not show it. */
  status?: (line: L) => string;
  /** Who, for a line no person wrote (a job, another document). */
  system: string;
  lineTestId?: string;
};

type Words<L extends DocumentLogLine> = Pick<Props<L>, 'action' | 'status' | 'system'>;

/** One line of the log: when · who · what → the state it led to · the remark. */
export function logLineText<L extends DocumentLogLine>(line: L, { action, status, system }: Words<L>): string {
  return [line.created_at, line.staff_name ?? system, `${action(line)}${status ? ` → ${status(line)}` : ''}`, ...(line.remark ? [line.remark] : [])].join(' · ');
}

/**
 * A document's log, oldest first, one line each: when · who · what → the state it led to · the remark.
 * Every document detail (orders, refunds, purchase orders, stock documents, picking, transfers, lines,
 * settlements, notes) shows its log through this.
 */
export function DocumentLog<L extends DocumentLogLine>({ title, logs, action, status, system, lineTestId }: Props<L>) {
  const timeline =
    logs.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
    ) : (
      <Timeline
        items={logs.map((line) => ({
          key: line.id,
          content: (
            <Typography.Text data-testid={lineTestId}>{logLineText(line, { action, status, system })}</Typography.Text>
          ),
        }))}
      />
    );
  return title === undefined ? (
    timeline
  ) : (
    <Card size="small" title={title}>
      {timeline}
    </Card>
  );
}
