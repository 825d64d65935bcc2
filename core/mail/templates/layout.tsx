// The frame every email shares: the sender's name on top, the content, a short footer. Inline styles
// only: mail clients ignore style sheets.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { ReactNode } from "react";

export const colors = { ink: "#1f2937", muted: "#6b7280", line: "#e5e7eb", brand: "#4f46e5", panel: "#f9fafb" };

export function EmailLayout({
  brand,
  preview,
  footer,
  children,
}: {
  brand: string;
  preview: string;
  footer?: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: "#ffffff", color: colors.ink, fontFamily: "Helvetica, Arial, sans-serif" }}>
        <Container style={{ maxWidth: "560px", padding: "24px 16px" }}>
          <Text style={{ fontSize: "18px", fontWeight: 700, margin: "0 0 16px" }}>{brand}</Text>
          {children}
          {footer ? (
            <Section>
              <Hr style={{ borderColor: colors.line, margin: "24px 0 12px" }} />
              <Text style={{ color: colors.muted, fontSize: "12px", lineHeight: "18px", margin: 0 }}>{footer}</Text>
            </Section>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The message as its author wrote it: paragraphs split on blank lines, line breaks kept. React escapes
 * every character, so a client's name or an owner's text can never become markup.
 */
export function MessageText({ body }: { body: string }) {
  const paragraphs = body.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} style={{ fontSize: "15px", lineHeight: "22px", margin: "0 0 14px" }}>
          {paragraph.split("\n").map((line, j) => (
            <span key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </span>
          ))}
        </Text>
      ))}
    </>
  );
}
