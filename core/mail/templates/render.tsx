import { Suspense, type ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server.edge";
import { toPlainText } from "@react-email/render";
import type { OutboxEmail } from "../../db";
import type { InvoiceTemplateData, MessageTemplateData } from "../template-data";
import { InvoiceEmail } from "./invoice-email";
import { MessageEmail } from "./message-email";

/**
 * The HTML and plain-text parts of an outbox row, both from its one template: the text part is the
 * rendered HTML turned into text, so the two never say different things.
 */
export async function renderEmail(
  row: Pick<OutboxEmail, "subject" | "body" | "template" | "templateData" | "replyTo">,
) {
  const data = row.templateData as Record<string, unknown> | null;
  const element =
    row.template === "invoice" && data ? (
      <InvoiceEmail body={row.body} data={data as unknown as InvoiceTemplateData} replyTo={row.replyTo} />
    ) : (
      <MessageEmail
        subject={row.subject}
        body={row.body}
        data={(data as unknown as MessageTemplateData | null) ?? { template: "message", brand: "Microteam" }}
      />
    );
  const html = await renderDocument(element);
  return { html, text: toPlainText(html) };
}

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An email's HTML document, rendered as @react-email/render's edge build does (React's web-stream
 * renderer, all of it before reading, its XHTML doctype). Not its Node build: React's Node renderer
 * starts an AsyncLocalStorage, which turns on Node's async hooks for the rest of the process, and
 * every promise of every later request in the server then pays for them (~10 % of a small API read).
 */
async function renderDocument(element: ReactElement): Promise<string> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(<Suspense>{element}</Suspense>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failure ??= error;
    },
  });
  await stream.allReady;
  let html = "";
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    html += decoder.decode(chunk, { stream: true });
  html += decoder.decode();
  if (failure) throw failure;
  // React adds a preload link for each <img>; an email client has no use for them.
  const withoutPreloads = html.replace(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*\/?>/gi, "");
  return DOCTYPE + withoutPreloads.replace(/<!DOCTYPE.*?>/, "");
}
