// Meta's Graph API error envelope, shared by the Facebook and Instagram peers.
import type { Failure, Reply } from "./peer";

export type GraphErrorBody = Record<string, unknown>;

export const graphError = (
  status: number,
  error: Record<string, unknown>,
  headers?: Record<string, string>,
): Reply => ({
  status,
  body: { error: { fbtrace_id: "AbCdEf123", ...error } },
  headers,
});

export function graphFailure(f: Failure, media: Record<string, unknown>): Reply {
  switch (f) {
    case "auth":
      return graphError(400, {
        message:
          "Error validating access token: Session has expired on Saturday, 21-Nov-26 01:00:00 PST. The current time is Saturday, 21-Nov-26 02:00:00 PST.",
        type: "OAuthException",
        code: 190,
        error_subcode: 463,
      });
    case "rate":
      return graphError(
        429,
        { message: "(#4) Application request limit reached", type: "OAuthException", code: 4, is_transient: true },
        { "retry-after": "60" },
      );
    case "media":
      return graphError(400, media);
    case "server":
      return graphError(500, {
        message: "An unexpected error has occurred. Please retry your request later.",
        type: "OAuthException",
        code: 2,
        is_transient: true,
      });
    case "garbage":
      return { status: 200, raw: "<html><head><title>Facebook | Error</title></head></html>" };
  }
}

export const tokenOf = (form: URLSearchParams | null, fields: Record<string, string>, query: URLSearchParams) =>
  form?.get("access_token") ?? fields.access_token ?? query.get("access_token");
