import crypto from "node:crypto";
import type { Services } from "../context";

// Sealed per owner under one field name: a sealed secret copied to another owner does not open.
const FIELD = "webhookSecret";

/** A new signing secret in the Standard Webhooks form: `whsec_` and 24 random bytes in base64. */
export const newEndpointSecret = () => `whsec_${crypto.randomBytes(24).toString("base64")}`;

export const sealEndpointSecret = (services: Services, userId: string, secret: string) =>
  services.secrets.seal(secret, { userId, field: FIELD });

export const openEndpointSecret = (services: Services, userId: string, sealed: string) =>
  services.secrets.open(sealed, { userId, field: FIELD });
