// Any other email: a message, with an optional button (the morning briefing, a note to the owner).
import { Button } from "@react-email/button";
import type { MessageTemplateData } from "../template-data";
import { colors, EmailLayout, MessageText } from "./layout";

export function MessageEmail({ subject, body, data }: { subject: string; body: string; data: MessageTemplateData }) {
  return (
    <EmailLayout brand={data.brand} preview={subject} footer={data.footer}>
      <MessageText body={body} />
      {data.action ? (
        <Button
          href={data.action.url}
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
          {data.action.label}
        </Button>
      ) : null}
    </EmailLayout>
  );
}
