// The local stack's data (DynamoDB files, S3 objects, KMS master key, outbox mail) is private to the
// developer: directories 0700, files 0600. New files get it from the umask the stack sets (s3rver and
// DynamoDB Local create files with the default 0644/0755); files left by an older version are
// tightened once at start.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const PRIVATE_UMASK = 0o077;

/** Removes group and other permission bits from `dir` and everything below it (symlinks are left alone). */
export function tightenTree(dir: string): void {
  const visit = (path: string) => {
    const stat = lstatSync(path, { throwIfNoEntry: false });
    if (!stat || stat.isSymbolicLink()) return;
    if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o700);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
}

/**
 * Sets the process umask to 0077 and returns a function restoring the previous one. Worker threads
 * cannot change the umask: there files are still tightened by `tightenTree` at the next start.
 */
export function usePrivateUmask(): () => void {
  try {
    const previous = process.umask(PRIVATE_UMASK);
    return () => {
      process.umask(previous);
    };
  } catch {
    return () => undefined;
  }
}
