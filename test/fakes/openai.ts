import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number; body: string }
  | { delayMs: number; content: string };

/** How the peer answers one POST /v1/audio/transcriptions. */
export type FakeTranscription =
  | { text: string }
  | { status: number; body: string; headers?: Record<string, string> }
  | { delayMs: number; text: string };

export interface TranscriptionRequest {
  model: string | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number;
  fileSha256: string | null;
  responseFormat: string | null;
  authorization?: string;
}

/**
 * Answers one chat-completions request from the request itself (its messages, tool results included,
 * and its tools): a scripted model (test/chat-heldout/model-peer.ts) rather than a queue of replies.
 */
export type FakeResponder = (body: ChatCompletionsBody) => FakeReply | Promise<FakeReply>;

/** The parts of a chat-completions request body a responder reads. */
export interface ChatCompletionsBody {
  model: string;
  messages: {
    role: "system" | "user" | "assistant" | "tool";
    content: string | null | { type: string; text?: string }[];
    tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
    tool_call_id?: string;
  }[];
  tools?: { type: "function"; function: { name: string; description?: string; parameters: unknown } }[];
}

/**
 * A local OpenAI-compatible server that answers from queues of scripted replies (or, once the queue is
 * empty, from a responder) and keeps every request, so tests drive the real HTTP paths:
 * POST /v1/chat/completions (non-streaming) for the model backend, and POST /v1/audio/transcriptions (multipart, as the `openai` client sends it) for
 * voice notes. With no scripted transcription it answers `defaultTranscript`, as a Whisper server
 * would answer any recording.
 */
export async function startFakeOpenAI(options: { port?: number; defaultTranscript?: string } = {}) {
  const requests: { body: any; authorization?: string }[] = [];
  const replies: FakeReply[] = [];
  let responder: FakeResponder | undefined;
  const transcriptions: FakeTranscription[] = [];
  const transcriptionRequests: TranscriptionRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
      if (req.method === "GET" && req.url === "/requests") {
        json(200, { transcriptions: transcriptionRequests, chat: requests.length });
        return;
      }
      if (req.method === "POST" && req.url?.endsWith("/audio/transcriptions")) {
        void transcribe(req, raw, json);
        return;
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        json(404, { error: { message: "not found" } });
        return;
      }
      const body = JSON.parse(raw.toString("utf8"));
      requests.push({ body, authorization: req.headers.authorization });
      void answer(body).then(
        (reply) => respond(body, reply),
        (error: Error) => respond(body, { status: 500, body: JSON.stringify({ error: { message: error.message } }) }),
      );
    });

    async function answer(body: ChatCompletionsBody): Promise<FakeReply> {
      return replies.shift() ?? (responder ? await responder(body) : { content: "{}" });
    }

    function respond(body: ChatCompletionsBody, reply: FakeReply) {
      const json = (status: number, payload: unknown) =>
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(payload));
      const send = () => {
        if ("status" in reply) {
          res.writeHead(reply.status, { "content-type": "application/json" }).end(reply.body);
          return;
        }
        const message =
          "toolCalls" in reply
            ? {
                role: "assistant",
                content: null,
                tool_calls: reply.toolCalls.map((t, i) => ({
                  id: `call_${requests.length}_${i}`,
                  type: "function",
                  function: { name: t.name, arguments: t.arguments },
                })),
              }
            : { role: "assistant", content: reply.content };
        json(200, {
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message, finish_reason: "toolCalls" in reply ? "tool_calls" : "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      };
      if ("delayMs" in reply) setTimeout(send, reply.delayMs);
      else send();
    }
  });

  async function transcribe(
    req: http.IncomingMessage,
    raw: Buffer,
    json: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) {
    let form: FormData;
    try {
      form = await new Request("http://peer/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: new Uint8Array(raw),
      }).formData();
    } catch {
      json(400, { error: { message: "Could not parse multipart form", type: "invalid_request_error" } });
      return;
    }
    const file = form.get("file");
    const bytes = file instanceof File ? Buffer.from(await file.arrayBuffer()) : null;
    transcriptionRequests.push({
      model: typeof form.get("model") === "string" ? (form.get("model") as string) : null,
      fileName: file instanceof File ? file.name : null,
      fileType: file instanceof File ? file.type : null,
      fileSize: bytes?.length ?? 0,
      fileSha256: bytes ? crypto.createHash("sha256").update(bytes).digest("hex") : null,
      responseFormat: typeof form.get("response_format") === "string" ? (form.get("response_format") as string) : null,
      authorization: req.headers.authorization,
    });
    if (!bytes || !form.get("model")) {
      json(400, { error: { message: "file and model are required", type: "invalid_request_error" } });
      return;
    }
    const reply = transcriptions.shift() ?? { text: options.defaultTranscript ?? "" };
    if ("status" in reply) {
      json(reply.status, JSON.parse(reply.body), reply.headers);
      return;
    }
    if ("delayMs" in reply) await new Promise((r) => setTimeout(r, reply.delayMs));
    json(200, { text: reply.text });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptionRequests,
    reply: (...r: FakeReply[]) => replies.push(...r),
    /** Answers every chat request the queue does not (undefined: back to "{}"). */
    respondWith: (r: FakeResponder | undefined) => {
      responder = r;
    },
    transcribeWith: (...r: FakeTranscription[]) => transcriptions.push(...r),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
