import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

// Everything under DATA_DIR (database, auth secret, uploads) belongs to the server's user alone:
// directories 700, files 600. PGlite writes its files with mode 666 whatever the umask, so modes are
// fixed after it opens as well as before.

/** New files and directories this process creates are private to its user. */
export function restrictUmask(): void {
  try {
    process.umask(0o077);
  } catch {
    // Worker threads cannot change the umask; the sweep below still fixes the modes.
  }
}

/** Creates DATA_DIR if needed and takes group and others' access off everything in it; returns how many entries changed. */
export function restrictDataDir(dataDir: string): number {
  restrictUmask();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const visit = (target: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(target);
    } catch {
      return; // Removed meanwhile (a PostgreSQL temporary file).
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o777) !== wanted) {
      try {
        chmodSync(target, wanted);
        changed++;
      } catch {
        // Gone meanwhile, or not ours: nothing more this process can do.
      }
    }
    if (stats.isDirectory()) {
      let entries: string[] = [];
      try {
        entries = readdirSync(target);
      } catch {
        return;
      }
      for (const entry of entries) visit(path.join(target, entry));
    }
  };
  visit(dataDir);
  return changed;
}
