import type { OwnerContext } from "../context";
import { formatCents } from "../money";
import { getOwner } from "../users/internal";
import { getInvoiceWithClient, ownerToday } from "./internal";
import { effectiveStatus } from "./status";
import { formatDueDate, formatMoney } from "./templates";

/** The invoice as a one-page PDF (downloaded from the list, attached by hand by the owner). */
export async function renderInvoicePdf({ ctx, id }: { ctx: OwnerContext; id: string }) {
  const { invoice, client } = getInvoiceWithClient(ctx, id);
  const owner = getOwner(ctx);
  const status = effectiveStatus(invoice.status, invoice.dueDate, ownerToday(ctx));
  const amount = formatMoney(formatCents(invoice.amountCents), invoice.currency);
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  const payLink = `${ctx.settings.publicUrl}/pay/${invoice.publicToken}`;

  // Loaded on first use: most processes never render a PDF.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc
    .font("Helvetica-Bold")
    .fontSize(22)
    .text(owner.businessName || ownerName || owner.email);
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor("#555")
    .text([ownerName, owner.email, owner.website].filter(Boolean).join("  ·  "));
  doc.moveDown(2).fillColor("#111").font("Helvetica-Bold").fontSize(18).text(`Invoice ${invoice.invoiceNumber}`);
  doc.font("Helvetica").fontSize(11).moveDown(0.5);
  doc.text(`Issued: ${formatDueDate(invoice.createdAt.toISOString().slice(0, 10))}`);
  doc.text(`Due: ${formatDueDate(invoice.dueDate)}`);
  doc.text(
    `Status: ${status[0].toUpperCase()}${status.slice(1)}${invoice.paidDate ? ` on ${formatDueDate(invoice.paidDate)}` : ""}`,
  );
  doc.moveDown(1.5).font("Helvetica-Bold").text("Bill to");
  doc.font("Helvetica").text([client.name, client.company, client.email].filter(Boolean).join("\n"));
  doc.moveDown(1.5).font("Helvetica-Bold").text("Description");
  doc.font("Helvetica").text(invoice.description || "Professional services");
  doc
    .moveDown(1.5)
    .font("Helvetica-Bold")
    .fontSize(16)
    .text(`Amount due: ${status === "paid" ? formatMoney("0") : amount}`);
  if (status === "paid") doc.font("Helvetica").fontSize(11).text(`Paid in full: ${amount}`);
  doc.moveDown(1.5).font("Helvetica").fontSize(11);
  if (status !== "paid") {
    doc.text("Pay online:", { continued: true }).fillColor("#3b5bdb").text(` ${payLink}`, { link: payLink });
    doc.fillColor("#111");
    if (owner.bankTransferDetails) doc.moveDown().text(`Bank transfer:\n${owner.bankTransferDetails}`);
  }
  doc.end();
  return { filename: `${invoice.invoiceNumber}.pdf`, content: await done };
}
