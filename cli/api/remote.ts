import { CliError } from "../errors";
import { ApiError, readAnswer, readPage, type ApiClient, type BatchProgress } from "./client";

/** How long the terminal follows a batch the server is sending before leaving it to the server. */
const FOLLOW_MS = 60_000;

/** The API over HTTP with an API token (`microteam login`). */
export function remoteClient(server: string, token: string): ApiClient {
  const base = server.replace(/\/+$/, "");
  return {
    mode: "remote",
    location: base,
    async request<T>(method: string, path: string, body?: unknown): Promise<T> {
      return read(await send(method, path, body), readAnswer<T>);
    },
    async page<T>(path: string) {
      return read(await send("GET", path), readPage<T>);
    },
    async deliver(batchId, onProgress) {
      const until = Date.now() + FOLLOW_MS;
      for (;;) {
        const progress = await this.request<BatchProgress>("GET", `/api/outbox/batches/${batchId}`);
        onProgress?.(progress);
        const onlyRetriesLeft = progress.sending === 0 && progress.queued === progress.retrying;
        if (progress.done || onlyRetriesLeft || Date.now() > until) return progress;
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    },
    close() {},
  };

  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(base + path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new CliError(
        `Cannot reach the server at ${base} (${cause}).`,
        1,
        "Is it running? Check the address with `microteam status`.",
      );
    }
    return res;
  }

  async function read<R>(res: Response, reader: (res: Response) => Promise<R>): Promise<R> {
    try {
      return await reader(res);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        throw new CliError(
          `The server at ${base} rejected the token (revoked or expired).`,
          1,
          `Run \`microteam login --server ${base}\` again.`,
        );
      }
      throw error;
    }
  }
}
