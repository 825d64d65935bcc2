import { render, toPlainText } from "@react-email/render";
import type { OutboxEmail } from "../../db/schema";
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
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
