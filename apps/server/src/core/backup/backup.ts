import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config, StorageConfig } from '@/config';
import { openDatabase, queryRows, type Database } from '@/core/db/database';
import { migrationFiles } from '@/core/db/migrate';
import { RUNTIME_ROLE, withSystem } from '@/core/db/tenancy';
import { checkKey } from '@/core/storage/file-storage';
import { createTar, entryChecksum, extractEntry, listTar, readEntryBuffer, type TarEntry } from './tar';

/**
 * One file holding a Tradewind installation's data: the database (PGlite's data folder, or PostgreSQL's
 * `pg_dump --format=custom`) and the locally stored files, in a tar with a manifest. Restoring fills an
 * empty data folder or database; the server migrates it on start like any older database.
 */

export const BACKUP_FORMAT = 'tradewind-backup';
export const BACKUP_VERSION = 1;
const MANIFEST = 'manifest.json';
const PGLITE_ENTRY = 'database/pglite.tar.gz';
const POSTGRES_ENTRY = 'database/postgres.dump';
const FILES_PREFIX = 'files/';
export const S3_NOTE = 'Files are in the S3 bucket and are not in this backup: the bucket is backed up by its owner (versioning or replication).';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  database: {
    kind: 'pglite' | 'postgres';
    /** the migrations applied, in order; the last is the migration level */
    migrations: string[];
    migration_level: string | null;
    tenant_count: number;
    /** PostgreSQL: the role that owned the objects (restore as the same role) */
    user: string | null;
    server_version: string;
  };
  files: { storage: 'local' | 's3'; count: number; bytes: number; note: string | null };
  /** SHA-256 of every other entry of the file */
  checksums: Record<string, string>;
};

/** A refusal the operator can act on (a non-empty target, a missing tool); the commands exit non-zero with its message alone. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/** The restore target holds data and --force was not given. */
export const REFUSED_EXIT_CODE = 2;

export type BackupSource = {
  database: Database;
  /** PostgreSQL: pg_dump connects here */
  databaseUrl: string | null;
  storage: StorageConfig;
  /** the embedded file storage folder (DATA_DIR/files) */
  filesDir: string;
};

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');
const filesDir = (dataDir: string) => path.join(dataDir, 'files');

/**
 * The configured database for `npm run backup`. The embedded one must exist and not be open elsewhere:
 * PGlite has no lock of its own, and two processes on one folder would damage it.
 */
export async function openBackupSource(config: Config): Promise<BackupSource> {
  if (!config.databaseUrl) {
    const dir = pgliteDir(config.dataDir);
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
    assertNotInUse(dir);
  }
  return { database: await openDatabase(config), databaseUrl: config.databaseUrl, storage: config.storage, filesDir: filesDir(config.dataDir) };
}

function assertNotInUse(dir: string): void {
  if (fs.existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database in ${dir} is in use: stop the Tradewind server on this DATA_DIR first. ` +
        '(If no server runs, it was stopped abruptly: start and stop it once.)',
      REFUSED_EXIT_CODE,
    );
  }
}

/** Every stored file under the folder as [storage key, path], in key order. */
function listFiles(root: string): Array<[string, string]> {
  if (!fs.existsSync(root)) return [];
  const found: Array<[string, string]> = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${key}/`);
      else if (entry.isFile()) found.push([key, path.join(dir, entry.name)]);
    }
  };
  walk(root, '');
  return found;
}

/** Writes the backup file `out` (replacing it only once it is complete) and answers its manifest. */
export async function createBackup(source: BackupSource, out: string): Promise<BackupManifest> {
  const { database } = source;
  const facts = await withSystem(database.db, async (tx) => ({
    migrations: (await queryRows<{ name: string }>(tx, sql`SELECT name FROM _migrations ORDER BY name`)).map((r) => r.name),
    tenants: (await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM tenants`))[0].n,
    user: (await queryRows<{ user: string; version: string }>(tx, sql`SELECT current_user AS user, current_setting('server_version') AS version`))[0],
  }));
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(out)), '.tw-backup-'));
  const partial = path.join(work, 'backup.tar');
  try {
    const tar = await createTar(partial);
    const checksums: Record<string, string> = {};
    if (database.kind === 'pglite') {
      // PGlite dumps its folder while no statement runs: a consistent copy, like a stopped server's. The
      // checkpoint first writes every page, so opening the copy replays no WAL (and sequences keep their
      // exact positions rather than the ones logged ahead).
      await database.pglite!.exec('CHECKPOINT');
      const dump = await database.pglite!.dumpDataDir('gzip');
      checksums[PGLITE_ENTRY] = await tar.addBuffer(PGLITE_ENTRY, Buffer.from(await dump.arrayBuffer()));
    } else {
      if (!source.databaseUrl) throw new BackupError('PostgreSQL backup needs DATABASE_URL.');
      const dump = path.join(work, 'postgres.dump');
      await runTool('pg_dump', ['--format=custom', '--no-password', `--file=${dump}`], source.databaseUrl);
      checksums[POSTGRES_ENTRY] = await tar.addFile(POSTGRES_ENTRY, dump);
      fs.rmSync(dump);
    }
    let count = 0;
    let bytes = 0;
    if (source.storage.driver === 'local') {
      for (const [key, file] of listFiles(source.filesDir)) {
        const name = `${FILES_PREFIX}${key}`;
        checksums[name] = await tar.addFile(name, file);
        count += 1;
        bytes += fs.statSync(file).size;
      }
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: {
        kind: database.kind,
        migrations: facts.migrations,
        migration_level: facts.migrations.at(-1) ?? null,
        tenant_count: facts.tenants,
        user: database.kind === 'postgres' ? facts.user.user : null,
        server_version: facts.user.version,
      },
      files: { storage: source.storage.driver, count, bytes, note: source.storage.driver === 's3' ? S3_NOTE : null },
      checksums,
    };
    await tar.addBuffer(MANIFEST, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await tar.finish();
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The manifest and entries of a backup file, checked: its format, and every entry against its checksum. */
export async function readBackup(file: string): Promise<{ manifest: BackupManifest; entries: Map<string, TarEntry> }> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  let listed: TarEntry[];
  try {
    listed = await listTar(file);
  } catch (error) {
    throw new BackupError(`${file} is not a Tradewind backup: ${(error as Error).message}`);
  }
  const entries = new Map(listed.map((e) => [e.name, e]));
  const manifestEntry = entries.get(MANIFEST);
  if (!manifestEntry) throw new BackupError(`${file} is not a Tradewind backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse((await readEntryBuffer(file, manifestEntry)).toString('utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a Tradewind backup (format ${String(manifest.format)}).`);
  if (manifest.version > BACKUP_VERSION) throw new BackupError(`${file} is a backup of format ${manifest.version}; this Tradewind reads up to ${BACKUP_VERSION}. Restore it with a newer Tradewind.`);
  for (const [name, expected] of Object.entries(manifest.checksums)) {
    const entry = entries.get(name);
    if (!entry) throw new BackupError(`The backup is incomplete: ${name} is missing.`);
    if ((await entryChecksum(file, entry)) !== expected) throw new BackupError(`The backup is damaged: ${name} does not match its checksum.`);
  }
  return { manifest, entries };
}

export type RestoreTarget = {
  /** the data folder: the embedded database (pglite/) and the stored files (files/) */
  dataDir: string;
  /** PostgreSQL: the database to fill; null for the embedded database */
  databaseUrl: string | null;
  /** replace what the target holds */
  force: boolean;
};

export type RestoreResult = { manifest: BackupManifest; files: number; warnings: string[]; pending: string[] };

/**
 * Restores a backup into an empty target, or into any target with `force` (its data is replaced). The
 * database kind must match the backup's. Migrations newer than the backup are applied by the server on
 * start (`pending`); a backup from a newer Tradewind is refused.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreResult> {
  const { manifest, entries } = await readBackup(file);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    const want = manifest.database.kind === 'pglite' ? 'the embedded database (unset DATABASE_URL, set DATA_DIR)' : 'PostgreSQL (set DATABASE_URL)';
    throw new BackupError(`This backup holds ${manifest.database.kind === 'pglite' ? 'an embedded' : 'a PostgreSQL'} database: restore it into ${want}.`);
  }
  const known = new Set(migrationFiles());
  const unknown = manifest.database.migrations.filter((name) => !known.has(name));
  if (unknown.length) throw new BackupError(`The backup is from a newer Tradewind (migrations ${unknown.join(', ')} are unknown here): restore it with that version or later.`);
  const applied = new Set(manifest.database.migrations);
  const pending = [...known].filter((name) => !applied.has(name));

  const files = filesDir(target.dataDir);
  const occupied: string[] = [];
  if (kind === 'pglite') {
    if (!isEmptyDir(pgliteDir(target.dataDir))) occupied.push(`an embedded database in ${pgliteDir(target.dataDir)}`);
  } else if (await postgresHasTables(target.databaseUrl!)) {
    occupied.push(`tables in ${redact(target.databaseUrl!)}`);
  }
  if (!isEmptyDir(files)) occupied.push(`stored files in ${files}`);
  if (occupied.length && !target.force) {
    throw new BackupError(`The target is not empty: it holds ${occupied.join(' and ')}. Restore into an empty one, or add --force to replace its data.`, REFUSED_EXIT_CODE);
  }

  const warnings: string[] = [];
  if (kind === 'pglite') {
    assertNotInUse(pgliteDir(target.dataDir));
    fs.rmSync(pgliteDir(target.dataDir), { recursive: true, force: true });
    fs.rmSync(files, { recursive: true, force: true });
    await restorePglite(file, entries.get(PGLITE_ENTRY)!, pgliteDir(target.dataDir));
  } else {
    fs.rmSync(files, { recursive: true, force: true });
    const user = await restorePostgres(file, entries.get(POSTGRES_ENTRY)!, target.databaseUrl!, target.force);
    if (manifest.database.user && user !== manifest.database.user) {
      warnings.push(`The backup's objects belonged to role ${manifest.database.user}; they now belong to ${user}. Run the server as ${user}.`);
    }
  }
  let restored = 0;
  for (const [name, entry] of entries) {
    if (!name.startsWith(FILES_PREFIX)) continue;
    const key = checkKey(name.slice(FILES_PREFIX.length));
    const to = path.join(files, ...key.split('/'));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    await extractEntry(file, entry, to);
    restored += 1;
  }
  if (manifest.files.storage === 's3') warnings.push(S3_NOTE);
  return { manifest, files: restored, warnings, pending };
}

function isEmptyDir(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Loads PGlite's dump into the folder (PGlite unpacks it as it starts) and reads it once to prove it opens. */
async function restorePglite(file: string, entry: TarEntry, dir: string): Promise<void> {
  const dump = await readEntryBuffer(file, entry);
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([dump], { type: 'application/gzip' }), extensions: { pg_trgm } });
  try {
    await client.query('SELECT count(*) FROM _migrations');
  } finally {
    await client.close();
  }
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function postgresHasTables(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')",
    );
    return rows[0].n > 0;
  });
}

/** Fills the database from the dump in one transaction (a failure leaves it as it was); answers the role now owning it. */
async function restorePostgres(file: string, entry: TarEntry, url: string, replace: boolean): Promise<string> {
  const user = await withClient(url, async (client) => {
    if (replace) {
      await client.query('DROP SCHEMA public CASCADE');
      await client.query('CREATE SCHEMA public');
      await client.query('ALTER SCHEMA public OWNER TO pg_database_owner').catch(() => undefined);
      await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    }
    // The runtime role is the cluster's, not the database's: a dump carries its grants but not the role
    // (migration 0001 makes it the same way).
    await client.query(`DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${RUNTIME_ROLE}') THEN
        CREATE ROLE ${RUNTIME_ROLE} NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT NOCREATEDB NOCREATEROLE;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$`);
    await client.query(`DO $$ BEGIN EXECUTE format('GRANT ${RUNTIME_ROLE} TO %I', current_user); EXCEPTION WHEN others THEN NULL; END $$`);
    return (await client.query<{ user: string }>('SELECT current_user AS user')).rows[0].user;
  });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tw-restore-'));
  try {
    const dump = path.join(work, 'postgres.dump');
    await extractEntry(file, entry, dump);
    await runTool('pg_restore', ['--no-owner', '--single-transaction', '--exit-on-error', '--no-password', dump], url);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return user;
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured database';
  }
}

/** An executable's path on PATH, or null. */
export function findOnPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Runs pg_dump or pg_restore against the database. The password goes in PGPASSWORD, not the arguments,
 * where any user of the machine could read it in the process list.
 */
async function runTool(name: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  const tool = findOnPath(name);
  if (!tool) {
    throw new BackupError(`${name} was not found on PATH. Install the PostgreSQL client tools of the server's major version or newer (Debian: apt-get install postgresql-client).`);
  }
  const env = { ...process.env };
  let dbname = url;
  try {
    const parsed = new URL(url);
    if (parsed.password) {
      env.PGPASSWORD = decodeURIComponent(parsed.password);
      parsed.password = '';
      dbname = parsed.toString();
    }
  } catch {
    // not a URL: libpq reads it as a connection string
  }
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${dbname}`], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${name} failed (exit ${code}):\n${Buffer.concat(stderr).toString('utf8').trim()}`);
}
