import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Encrypts the owner's social tokens at rest (DESIGN.md "Security baseline"): AES-256-GCM with a key
 * derived from APP_SECRET, and the owner id and field name as associated data, so a ciphertext copied
 * to another owner or another field does not decrypt.
 */
export interface SecretBox {
  seal(plain: string, context: { userId: string; field: string }): string;
  open(sealed: string, context: { userId: string; field: string }): string;
  /**
   * `seal` with the IV derived from the context and the text (an HMAC, as in SIV): the same text in the
   * same context always seals to the same string, so a paging cursor is stable across processes and
   * recomputes (docs/decisions/appendix/290-qa10-adversarial-pass.md F6). It reveals only that two are equal:
   * use it for values whose equality is not a secret.
   */
  sealStable(plain: string, context: { userId: string; field: string }): string;
  /** An HMAC-SHA256 (base64url) of `data` under a key derived for `purpose` (e.g. signed device cookies). */
  mac(purpose: string, data: string): string;
}

const VERSION = "v1";

export function createSecretBox(appSecret: string): SecretBox {
  const key = Buffer.from(crypto.hkdfSync("sha256", appSecret, "microteam", "social-token-encryption", 32));
  const aad = (c: { userId: string; field: string }) => Buffer.from(`${c.userId}:${c.field}`);
  const ivKey = Buffer.from(crypto.hkdfSync("sha256", appSecret, "microteam", "stable-seal-iv", 32));
  const sealWith = (iv: Buffer, plain: string, context: { userId: string; field: string }) => {
    const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
    cipher.setAAD(aad(context));
    const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    const tag = cipher.getAuthTag();
    return [VERSION, iv.toString("base64url"), tag.toString("base64url"), body.toString("base64url")].join(":");
  };
  return {
    mac(purpose, data) {
      const macKey = Buffer.from(crypto.hkdfSync("sha256", appSecret, "microteam", `mac:${purpose}`, 32));
      return crypto.createHmac("sha256", macKey).update(data).digest("base64url");
    },
    seal(plain, context) {
      return sealWith(crypto.randomBytes(12), plain, context);
    },
    sealStable(plain, context) {
      // The associated data and the text, length-prefixed so no two pairs share an input.
      const associated = aad(context);
      const iv = crypto
        .createHmac("sha256", ivKey)
        .update(`${associated.length}:`)
        .update(associated)
        .update(plain, "utf8")
        .digest()
        .subarray(0, 12);
      return sealWith(iv, plain, context);
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(":");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unknown secret format");
      const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAAD(aad(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** APP_SECRET when set; otherwise a secret generated once into the data folder (mode 0600). */
export function loadOrCreateAppSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, "app-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const secret = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, "utf8").trim();
    }
  }
}

/**
 * Installs an app secret (from a backup being restored) as the data folder's generated secret; a
 * different secret already there is kept as `app-secret.before-restore-<stamp>`.
 */
export function writeAppSecret(dataDir: string, secret: string, stamp: string): void {
  const file = path.join(dataDir, "app-secret");
  let current: string | null = null;
  try {
    current = fs.readFileSync(file, "utf8").trim();
  } catch {
    current = null;
  }
  if (current === secret) return;
  if (current !== null) fs.renameSync(file, `${file}.before-restore-${stamp}`);
  fs.writeFileSync(file, secret, { mode: 0o600 });
}
