import fs from "node:fs";
import path from "node:path";

// Each server writes its own pid file in the data folder (two servers may share one database), so
// `microteam restore` can refuse to swap the file while any of them runs (it would keep writing to
// the replaced one).

const PREFIX = "microteam-server-";

/** The pid file of one server process. */
export const pidFile = (dataDir: string, pid = process.pid) => path.join(dataDir, `${PREFIX}${pid}.pid`);

/** Records this process as a server of the data folder; the returned function removes the record. */
export function writeServerPid(dataDir: string): () => void {
  const file = pidFile(dataDir);
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => fs.rmSync(file, { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid of a live server using this data folder, or null (none, or only stale files). */
export function runningServerPid(dataDir: string): number | null {
  let names: string[];
  try {
    names = fs.readdirSync(dataDir).filter((n) => n.startsWith(PREFIX) && n.endsWith(".pid"));
  } catch {
    return null;
  }
  for (const name of names) {
    const pid = Number(name.slice(PREFIX.length, -".pid".length));
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) continue;
    if (alive(pid)) return pid;
    fs.rmSync(path.join(dataDir, name), { force: true }); // left by a crash
  }
  return null;
}
