import { BackupError } from './backup';

/**
 * The backup and restore commands run through npm in the server's folder; relative paths (DATA_DIR, the
 * backup file) mean the folder npm started in (INIT_CWD: the repository root for the root scripts), as
 * with `npm start`, which runs the server there.
 */
export function enterCallerDirectory(): void {
  const from = process.env.INIT_CWD;
  if (from) process.chdir(from);
}

/** Runs a command: a BackupError prints its message alone and exits with its code; anything else is a crash with its stack. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`\n${error.message}\n\n`);
    process.exitCode = error.exitCode;
  }
}

export const formatBytes = (bytes: number): string =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 ** 2 ? `${(bytes / 1024).toFixed(1)} KB` : bytes < 1024 ** 3 ? `${(bytes / 1024 ** 2).toFixed(1)} MB` : `${(bytes / 1024 ** 3).toFixed(2)} GB`;
