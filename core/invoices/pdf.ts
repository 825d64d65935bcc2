import type { Services, OwnerContext } from "../context";
import { publicAddress } from "../instance";
import type { Client, Invoice, User } from "../db";
import { formatCents } from "../money";
import { registerFonts, writeText } from "../pdf";
import { todayIn } from "../time";
import { getOwner } from "../users";
import { getInvoiceWithClient } from "./internal";
import { invoiceFigures, type InvoiceFiguresView } from "./lines";
import { invoiceLinks } from "./mailing";
import { findByPublicToken } from "./public-token";
import { effectiveStatus, isPartlyPaid, statusLabel } from "./status";
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
  const figures = invoiceFigures(services.db, invoice);
  const ownerName = [owner.firstName, owner.lastName].filter(Boolean).join(" ");
  const { payUrl } = invoiceLinks(publicAddress(services).url, invoice);

  // Loaded on first use: most processes never render a PDF.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Invoice ${invoice.invoiceNumber}` } });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  writeText(doc, owner.businessName || ownerName || owner.email, { bold: true, size: 22, color: INK });
  writeText(doc, [ownerName, owner.email, owner.website].filter(Boolean).join("  ·  "), { size: 10, color: MUTED });
  if (invoice.ownerTaxId) writeText(doc, `Tax ID: ${invoice.ownerTaxId}`, { size: 10, color: MUTED });
  doc.moveDown(2);
  writeText(doc, `Invoice ${invoice.invoiceNumber}`, { bold: true, size: 18, color: INK });
  doc.moveDown(0.5);
  writeText(doc, `Issued: ${formatDueDate(invoice.createdAt.toISOString().slice(0, 10))}`, { size: 11 });
  writeText(doc, `Due: ${formatDueDate(invoice.dueDate)}`);
  writeText(
    doc,
    `Status: ${statusLabel(status, isPartlyPaid(status, invoice.paidCents))}${invoice.paidDate ? ` on ${formatDueDate(invoice.paidDate)}` : ""}`,
  );
  doc.moveDown(1.5);
  writeText(doc, "Bill to", { bold: true, color: INK });
  writeText(
    doc,
    [client.name, client.company, client.email, invoice.clientTaxId && `Tax ID: ${invoice.clientTaxId}`]
      .filter(Boolean)
      .join("\n"),
  );
  doc.moveDown(1.5);
  if (invoice.description) {
    writeText(doc, "Description", { bold: true });
    writeText(doc, invoice.description);
    doc.moveDown(1);
  }
  drawFigures(doc, figures, invoice.currency);
  doc.moveDown(1.5);
  doc.x = doc.page.margins.left;
  writeText(doc, `Amount due: ${formatMoney(figures.balance, invoice.currency)}`, {
    bold: true,
    size: 16,
    color: INK,
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

// Columns of the lines table on an A4 page with 56 pt margins: [x, width, align].
const COLUMNS = {
  description: [56, 190, "left"],
  quantity: [250, 45, "right"],
  price: [300, 75, "right"],
  tax: [382, 70, "left"],
  amount: [455, 84, "right"],
} as const;

type Column = keyof typeof COLUMNS;

/** One row of cells side by side; the next row starts below the tallest cell. */
function row(doc: PDFKit.PDFDocument, cells: Partial<Record<Column, string>>, style: { bold?: boolean } = {}) {
  const top = doc.y;
  let bottom = top;
  for (const [key, text] of Object.entries(cells) as [Column, string][]) {
    const [x, width, align] = COLUMNS[key];
    doc.x = x;
    doc.y = top;
    writeText(doc, text, { size: 10, bold: style.bold }, { width, align });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
}

/** The lines, then subtotal, discount, each tax, total, paid and balance, right-aligned under the amounts. */
function drawFigures(doc: PDFKit.PDFDocument, f: InvoiceFiguresView, currency: string) {
  const money = (v: string) => formatMoney(v, currency);
  doc.fillColor(MUTED);
  row(
    doc,
    { description: "Description", quantity: "Qty", price: "Unit price", tax: "Tax", amount: "Amount" },
    { bold: true },
  );
  doc.fillColor(INK);
  for (const line of f.lines) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    row(doc, {
      description: line.description,
      quantity: line.quantity,
      price: money(line.unitPrice),
      tax: line.taxes.map((t) => `${t.name} ${t.rate}%`).join(", ") || "—",
      amount: money(line.amount),
    });
  }
  doc.moveDown(0.5);
  const total = (label: string, value: string, bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const top = doc.y;
    doc.x = 250;
    writeText(doc, label, { size: 10, bold }, { width: 200, align: "right" });
    doc.x = COLUMNS.amount[0];
    doc.y = top;
    writeText(doc, value, { size: 10, bold }, { width: COLUMNS.amount[1], align: "right" });
  };
  total("Subtotal", money(f.subtotal));
  if (f.discount) {
    total(`Discount${f.discount.type === "percent" ? ` (${f.discount.value}%)` : ""}`, `−${money(f.discount.amount)}`);
  }
  for (const t of f.taxes) total(`${t.name} ${t.rate}% on ${money(t.base)}`, money(t.amount));
  total("Total", money(f.total), true);
  if (Number(f.paid) > 0) total("Paid", `−${money(f.paid)}`);
  total("Balance due", money(f.balance), true);
}
