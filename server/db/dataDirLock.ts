import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file in an embedded database's folder: who holds the folder (pid, host, since when), as JSON. */
export const LOCK_FILE = 'lead-api.lock';

interface LockHolder {
  readonly pid: number;
  readonly host: string;
  readonly since: string;
}

/** The embedded database's folder is held by another live process (or by this one already). */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.since}). ` +
        'One server process per DATA_DIR: stop that process first, or run several servers on one PostgreSQL database (DATABASE_URL). ' +
        `If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUse';
  }
}

const readHolder = (file: string): { text: string; holder: LockHolder | null } | null => {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<LockHolder>;
    const valid = typeof parsed.pid === 'number' && typeof parsed.host === 'string' && typeof parsed.since === 'string';
    return { text, holder: valid ? (parsed as LockHolder) : null };
  } catch {
    return { text, holder: null };
  }
};

/** Whether `pid` names a running process on this host (EPERM: it runs, as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the folder of the embedded database for this process (issue 22: two processes on one folder both started,
 * and the leads of one were gone after a restart; the engine has one connection and no lock of its own). The lock is
 * a file holding the pid, created whole and atomically (written aside, then hard-linked into place: the link fails
 * when the file exists). A lock whose process is gone on this host (a crash, a SIGKILL) is stale and taken over; a
 * live holder, this very process, or a holder on another host (a shared folder: its pid cannot be checked) throws
 * DataDirInUse with what to do. `release` removes the file if it is still this process's.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  const file = join(dataDir, LOCK_FILE);
  const mine: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const text = `${JSON.stringify(mine)}\n`;
  const aside = join(dataDir, `${LOCK_FILE}.${process.pid}.${Math.random().toString(36).slice(2)}`);
  writeFileSync(aside, text, { flag: 'wx' });
  try {
    // Twice at most: once, and once more after removing a stale lock.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(aside, file);
        return {
          release: () => {
            if (readHolder(file)?.text === text) unlinkSync(file);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const found = readHolder(file);
      if (found === null) continue;
      const { holder } = found;
      // An unreadable lock is not ours to judge: refuse, naming the file (its holder may be writing it on another host).
      if (holder === null) throw new DataDirInUse(dataDir, { pid: 0, host: 'unknown', since: 'unknown' });
      const stale = holder.host === mine.host && holder.pid !== process.pid && !isRunning(holder.pid);
      if (!stale) throw new DataDirInUse(dataDir, holder);
      // Removed only if it is still the stale holder's: another process taking over at the same time has replaced it.
      if (readHolder(file)?.text === found.text) unlinkSync(file);
    }
    const holder = readHolder(file)?.holder ?? { pid: 0, host: 'unknown', since: 'unknown' };
    throw new DataDirInUse(dataDir, holder);
  } finally {
    unlinkSync(aside);
  }
}
