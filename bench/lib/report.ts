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

/** What a routing bench's solver spent on a run: wall and CPU seconds, iterations, and the violations it left. */
export type SolverEffort = { seconds: number; cpuSeconds: number; iterations: number; violations: number };

/** The solver's effort as the routing benches' tables end: solve s, cpu s, iterations, it/cpu-s, violations. */
export const solverEffortColumns: Array<Column<SolverEffort>> = [
  { title: 'solve s', value: (r) => r.seconds.toFixed(2) },
  { title: 'cpu s', value: (r) => r.cpuSeconds.toFixed(2) },
  { title: 'iterations', value: (r) => String(r.iterations) },
  { title: 'it/cpu-s', value: (r) => (r.iterations / Math.max(0.01, r.cpuSeconds)).toFixed(0) },
  { title: 'violations', value: (r) => String(r.violations) },
];

export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export function machineLine(postgresVersion: string): string {
  const cpus = os.cpus();
  return `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown cpu'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, PostgreSQL ${postgresVersion}`;
}
