import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: string }[] }
  | { status: number; body: string }
  | { delayMs: number; content: string };

/**
 * A local OpenAI-compatible server (POST /v1/chat/completions, non-streaming) that answers from a
 * queue of scripted replies and keeps every request, so tests drive the model backend's real HTTP path.
 */
export async function startFakeOpenAI() {
  const requests: { body: any; authorization?: string }[] = [];
  const replies: FakeReply[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res
          .writeHead(404, { "content-type": "application/json" })
          .end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(raw);
      requests.push({ body, authorization: req.headers.authorization });
      const reply = replies.shift() ?? { content: "{}" };
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
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message, finish_reason: "toolCalls" in reply ? "tool_calls" : "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      if ("delayMs" in reply) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...r: FakeReply[]) => replies.push(...r),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
