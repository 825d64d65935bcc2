import crypto from "node:crypto";

export const hashState = (state: string) => crypto.createHash("sha256").update(state).digest("hex");
