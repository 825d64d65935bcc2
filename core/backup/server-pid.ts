import fs from "node:fs";
import path from "node:path";

// The server writes its pid beside the database, so `microteam restore` can refuse to swap the file
// under a running server (which would keep writing to the replaced one).

export const pidFile = (dataDir: string) => path.join(dataDir, "microteam.pid");

/** Records this process as the server of the data folder; the returned function removes the record. */
export function writeServerPid(dataDir: string): () => void {
  const file = pidFile(dataDir);
  fs.writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/** The pid of a live server using this data folder, or null (no file, or a stale one). */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile(dataDir), "utf8").trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
