/**
 * `npm run restore -- FILE [--force]`: fills an empty data folder (DATA_DIR) or database (DATABASE_URL)
 * from a backup file (core/backup). Refuses a target that holds data unless --force is given.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { readConfig } from './config';
import { BackupError, restoreBackup } from './core/backup/backup';
import { enterCallerDirectory, runCommand } from './core/backup/cli';

enterCallerDirectory();
await runCommand(async () => {
  let parsed;
  try {
    parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nUsage: npm run restore -- FILE [--force]`);
  }
  const [file, ...rest] = parsed.positionals;
  if (!file || rest.length) throw new BackupError('Usage: npm run restore -- FILE [--force]');
  const config = readConfig();
  const result = await restoreBackup(path.resolve(file), { dataDir: config.dataDir, databaseUrl: config.databaseUrl, force: parsed.values.force });
  const { manifest } = result;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    `Restored ${path.resolve(file)} (made ${manifest.created_at})`,
    `  Database: ${where}, ${manifest.database.tenant_count} tenant(s), migration level ${manifest.database.migration_level ?? 'none'}`,
    `  Files: ${result.files} restored into ${path.join(config.dataDir, 'files')}`,
    result.pending.length
      ? `  The server applies ${result.pending.length} newer migration(s) when it starts (${[...new Set([result.pending[0], result.pending.at(-1)])].join(' … ')}).`
      : '  Migrations: up to date.',
    ...result.warnings.map((w) => `  Note: ${w}`),
    '  Start the server on it: npm start',
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
});
