import crypto from "node:crypto";

/** 64 hex characters from 32 random bytes, like the pay link: unguessable, and nothing else is a link. */
export const newApprovalToken = () => crypto.randomBytes(32).toString("hex");
export const isApprovalToken = (token: string) => /^[0-9a-f]{64}$/.test(token);
