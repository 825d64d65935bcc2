import type { Services, OwnerContext } from "../context";
import type { Client, Invoice, User } from "../db/schema";
import { formatCents } from "../money";
import { registerFonts, writeText } from "../pdf/text";
import { todayIn } from "../time";
import { getOwner } from "../users/internal";
import { getInvoiceWithClient } from "./internal";
import { invoiceLinks } from "./mailing";
import { findByPublicToken } from "./public-token";
import { effectiveStatus } from "./status";
import { formatDueDate, formatMoney } from "./templates";

const INK = "#111111";
const MUTED = "#555555";

/** GET /api/invoices/:id/pdf: the owner's download. */
export function renderInvoicePdf({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  return invoicePdf(ctx, invoice, client, getOwner(ctx));
}

/** GET /api/public/invoices/:token/pdf: the client's copy, linked from the email and the pay page. */
export function renderPublicInvoicePdf({ services, token }: { services: Services; token: string }) {
  const { invoice, client, owner } = findByPublicToken(services, token);
  return invoicePdf(services, invoice, client, owner);
}

/**
 * The invoice as a one-page PDF. Every text the owner or client typed is drawn with embedded Unicode
 * fonts (core/pdf), so accents, Cyrillic, Chinese and line breaks print as typed.
 */
async function invoicePdf(services: Services, invoice: Invoice, client: Client, owner: User) {
  const status = effectiveStatus(invoice.status, invoice.dueDate, todayIn(owner.timeZone, services.clock.now()));
  const amount = formatMoney(formatCents(invoice.amountCents), invoice.currency);
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  const { payUrl } = invoiceLinks(services.settings.publicUrl, invoice);

  // Loaded on first use: most processes never render a PDF.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  writeText(doc, owner.businessName || ownerName || owner.email, { bold: true, size: 22, color: INK });
  writeText(doc, [ownerName, owner.email, owner.website].filter(Boolean).join("  ·  "), { size: 10, color: MUTED });
  doc.moveDown(2);
  writeText(doc, `Invoice ${invoice.invoiceNumber}`, { bold: true, size: 18, color: INK });
  doc.moveDown(0.5);
  writeText(doc, `Issued: ${formatDueDate(invoice.createdAt.toISOString().slice(0, 10))}`, { size: 11 });
  writeText(doc, `Due: ${formatDueDate(invoice.dueDate)}`);
  writeText(
    doc,
    `Status: ${status[0].toUpperCase()}${status.slice(1)}${invoice.paidDate ? ` on ${formatDueDate(invoice.paidDate)}` : ""}`,
  );
  doc.moveDown(1.5);
  writeText(doc, "Bill to", { bold: true });
  writeText(doc, [client.name, client.company, client.email].filter(Boolean).join("\n"));
  doc.moveDown(1.5);
  writeText(doc, "Description", { bold: true });
  writeText(doc, invoice.description || "Professional services");
  doc.moveDown(1.5);
  writeText(doc, `Amount due: ${status === "paid" ? formatMoney("0", invoice.currency) : amount}`, {
    bold: true,
    size: 16,
  });
  if (status === "paid") writeText(doc, `Paid in full: ${amount}`, { size: 11 });
  doc.moveDown(1.5).fontSize(11);
  if (status !== "paid") {
    writeText(doc, "Pay online: ", {}, { continued: true });
    writeText(doc, payUrl, { color: "#3b5bdb" }, { link: payUrl });
    doc.fillColor(INK);
    if (owner.bankTransferDetails) {
      doc.moveDown();
      writeText(doc, `Bank transfer:\n${owner.bankTransferDetails}`);
    }
  }
  doc.end();
  return { filename: `${invoice.invoiceNumber}.pdf`, content: await done };
}
