// A PGlite data directory is one process's: the lock file that keeps a second process out (platform/db.ts).
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file in a PGlite data directory naming the process that has it open. */
const DATA_DIR_LOCK = 'freightgraph.pid';

/**
 * PGlite is one process's database: a second process opening the same directory works on its
 * own copy in memory, and what it writes is lost or overwrites the other's. So the process that
 * opens a data directory holds `freightgraph.pid` in it until it closes the database, and any
 * other process is refused while that process lives (a lock left by a dead one is taken over).
 * Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, DATA_DIR_LOCK);
  const mine = String(process.pid);
  for (;;) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        if (lockHolder(file) === mine) unlinkSync(file);
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    refuseIfHeld(dir);
  }
}

/** Throws while another living process holds the directory; removes a lock whose process is gone. */
export function refuseIfHeld(dir: string): void {
  const file = join(dir, DATA_DIR_LOCK);
  const held = lockHolder(file);
  if (held === null) return;
  const holder = Number(held);
  if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
    throw new Error(
      `the embedded database in ${dir} is open in another process (pid ${holder}, e.g. npm start): ` +
        "PGlite is one process's database, and a second one would lose its writes. Stop that process " +
        'and run this again, or use PostgreSQL (DATABASE_URL), where any number of processes share the data.',
    );
  }
  try {
    unlinkSync(file); // its process is gone: the lock is stale
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** The pid in the lock file; null when there is none. */
function lockHolder(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
}
