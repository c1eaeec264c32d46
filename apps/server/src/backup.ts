/**
 * `npm run backup [-- --out FILE]`: writes one file holding the configured database (DATABASE_URL, or the
 * PGlite in DATA_DIR) and the stored files (core/backup). Prints what it holds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { BackupError, createBackup, openBackupSource } from './core/backup/backup';
import { enterCallerDirectory, formatBytes, runCommand } from './core/backup/cli';

enterCallerDirectory();
await runCommand(async () => {
  let values: { out?: string };
  try {
    ({ values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } }));
  } catch (error) {
    throw new BackupError(`${(error as Error).message}\nUsage: npm run backup [-- --out FILE]`);
  }
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(values.out ?? `tradewind-backup-${stamp}.tar`);
  const config = readConfig();
  const source = await openBackupSource(config);
  try {
    const manifest = await createBackup(source, out);
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
    const lines = [
      `Backup written: ${out} (${formatBytes(fs.statSync(out).size)})`,
      `  Database: ${where}, ${manifest.database.tenant_count} tenant(s), migration level ${manifest.database.migration_level ?? 'none'}`,
      manifest.files.note ? `  Files: ${manifest.files.note}` : `  Files: ${manifest.files.count} (${formatBytes(manifest.files.bytes)})`,
      '  Keep a copy off this machine. Restore with: npm run restore -- FILE',
    ];
    process.stdout.write(`\n${lines.join('\n')}\n\n`);
  } finally {
    await source.database.close();
  }
});
