import os from 'node:os';

export type Column<Row> = { title: string; value: (row: Row) => string; align?: 'left' | 'right' };

/** A plain-text table, right-aligned numbers: readable in a terminal and pasteable into markdown as code. */
export function formatTable<Row>(columns: Array<Column<Row>>, rows: Row[]): string {
  const cells = rows.map((row) => columns.map((c) => c.value(row)));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) =>
    values.map((v, i) => (columns[i].align === 'left' ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ').trimEnd();
  return [line(columns.map((c) => c.title)), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function machineLine(postgresVersion: string): string {
  const cpus = os.cpus();
  return `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, PostgreSQL ${postgresVersion}`;
}
