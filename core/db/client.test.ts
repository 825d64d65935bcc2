import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe("the database file is private", () => {
  it("creates the folder 0700 and the file, -wal and -shm 0600", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "microteam-perm-")), "data");
    const file = path.join(dir, "microteam.db");
    const db = openDatabase(file);
    db.$client.exec("CREATE TABLE t (x); INSERT INTO t VALUES (1)");
    expect(mode(dir)).toBe(0o700);
    for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f), f).toBe(0o600);
    db.$client.close();
  });

  it("tightens an existing data folder and file of an older install, but not a shared folder", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-perm-"));
    const file = path.join(dir, "microteam.db");
    fs.chmodSync(dir, 0o755);
    openDatabase(file).$client.close();
    fs.chmodSync(file, 0o644);
    fs.chmodSync(dir, 0o755);
    openDatabase(file).$client.close();
    expect(mode(file)).toBe(0o600);
    expect(mode(dir)).toBe(0o700);

    const shared = fs.mkdtempSync(path.join(os.tmpdir(), "microteam-shared-"));
    fs.writeFileSync(path.join(shared, "notes.txt"), "someone else's");
    fs.chmodSync(shared, 0o755);
    openDatabase(path.join(shared, "microteam.db")).$client.close();
    expect(mode(shared)).toBe(0o755);
    expect(mode(path.join(shared, "microteam.db"))).toBe(0o600);
  });
});
