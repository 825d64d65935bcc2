// An invoice or a payment reminder to a client: the owner's message, the invoice at a glance, a
// button to pay online and a link to the PDF.
import { Button } from "@react-email/button";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { InvoiceTemplateData } from "../template-data";
import { colors, EmailLayout, MessageText } from "./layout";

export function InvoiceEmail({
  body,
  data,
  replyTo,
}: {
  body: string;
  data: InvoiceTemplateData;
  replyTo: string | null;
}) {
  const reminder = data.purpose === "reminder";
  const due = data.daysOverdue > 0 ? `Was due ${data.dueDate} (${data.daysOverdue} days ago)` : `Due ${data.dueDate}`;
  return (
    <EmailLayout
      brand={data.brand}
      preview={`${reminder ? "Payment reminder: " : ""}invoice ${data.invoiceNumber} for ${data.amount}`}
      footer={`Sent by ${data.brand}.${replyTo ? ` Reply to this email to reach ${data.brand} directly.` : ""}`}
    >
      <MessageText body={body} />
      <Section
        style={{
          backgroundColor: colors.panel,
          border: `1px solid ${colors.line}`,
          borderRadius: "8px",
          padding: "16px",
          margin: "8px 0 20px",
        }}
      >
        <Text style={{ color: colors.muted, fontSize: "13px", margin: 0 }}>Invoice {data.invoiceNumber}</Text>
        <Text style={{ fontSize: "24px", fontWeight: 700, margin: "4px 0" }}>{data.amount}</Text>
        <Text style={{ color: data.daysOverdue > 0 ? "#b91c1c" : colors.muted, fontSize: "13px", margin: 0 }}>
          {due}
        </Text>
      </Section>
      <Button
        href={data.payUrl}
        style={{
          backgroundColor: colors.brand,
          borderRadius: "6px",
          color: "#ffffff",
          fontSize: "15px",
          fontWeight: 600,
          padding: "12px 20px",
          textDecoration: "none",
        }}
      >
        View and pay invoice
      </Button>
      <Text style={{ fontSize: "13px", margin: "16px 0 0" }}>
        <Link href={data.pdfUrl} style={{ color: colors.brand }}>
          Download the invoice (PDF)
        </Link>
      </Text>
    </EmailLayout>
  );
}
