import { afterEach, describe, expect, it } from "vitest";
import { smtpTransport } from "@core/mail";
import { makeTestApp } from "../../test/app";
import { parseMail, startSmtpServer } from "../../test/fakes/smtp";
import { createInvoice } from "../../test/owner";

const closers: (() => unknown)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** An owner with a business name and a client whose name needs escaping, sending over real SMTP. */
async function setup() {
  const smtp = await startSmtpServer();
  closers.push(smtp.close);
  const t = makeTestApp({ mail: smtpTransport(smtp.url) });
  closers.push(() => t.services.mail.close());
  const owner = await t.signUp("olive@olive.test");
  await t.call("PUT", "/api/user/profile", {
    cookie: owner.cookie,
    body: { firstName: "Olive", lastName: "Owner", email: "olive@olive.test", businessName: "Olive & Co" },
  });
  const client = (
    await t.call("POST", "/api/clients", {
      cookie: owner.cookie,
      body: { name: 'Acme <b>"Ltd"</b>', email: "billing@acme.test" },
    })
  ).json;
  const invoice = await createInvoice(t, owner.cookie, { clientId: client.id, amount: "2400", dueDate: "2026-11-30" });
  return { t, smtp, owner, client, invoice };
}

describe("emails the owner would sign", () => {
  it("sends the invoice from the business's name, replying to the owner, with pay and PDF links, HTML and text", async () => {
    const { t, smtp, owner, invoice } = await setup();
    const draft = await t.call("GET", `/api/invoices/${invoice.id}/draft?kind=invoice`, { cookie: owner.cookie });
    expect(draft.json.message).toContain("Best regards,\nOlive Owner\nOlive & Co");
    expect(draft.json.message).not.toContain("[Your Name]");
    const sent = await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id, subject: draft.json.subject, message: draft.json.message },
    });
    expect(sent.status).toBe(202);
    await t.deliver();
    expect(smtp.received).toHaveLength(1);
    const mail = await parseMail(smtp.received[0].raw);
    expect(mail.from?.value[0]).toEqual({ name: "Olive & Co", address: "no-reply@microteam.test" });
    expect(mail.replyTo?.value[0].address).toBe("olive@olive.test");
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} - Payment Required`);
    const token = invoice.publicPath.split("/").pop();
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).toContain(`http://microteam.test/pay/${token}`);
      expect(part).toContain(`http://microteam.test/api/public/invoices/${token}/pdf`);
      expect(part).toContain("Olive Owner");
      expect(part).toContain("$2,400.00");
    }
    // What the owner typed is text: the client's name never becomes markup.
    expect(mail.html).toContain("Dear Acme &lt;b&gt;&quot;Ltd&quot;&lt;/b&gt;,");
    expect(mail.html).not.toContain('<b>"Ltd"</b>');
    expect(mail.text).toContain('Dear Acme <b>"Ltd"</b>,');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@microteam\.test>$/);

    // The card and the client's history say when and to whom it went.
    const card = (await t.call("GET", `/api/invoices/${invoice.id}`, { cookie: owner.cookie })).json;
    expect(card.emails.last).toMatchObject({ kind: "invoice", to: "billing@acme.test", status: "sent" });
    expect(card.sentAt).not.toBeNull();
  });

  it("replaces a '[Your Name]' left in a message with the owner's name", async () => {
    const { t, smtp, owner, invoice } = await setup();
    await t.call("POST", "/api/invoices/send-single", {
      cookie: owner.cookie,
      body: { invoiceId: invoice.id, subject: "Hello", message: "Thanks!\n\n[Your Name]", isReminder: false },
    });
    await t.deliver();
    const mail = await parseMail(smtp.received[0].raw);
    expect(mail.text).toContain("Olive Owner\nOlive & Co");
    expect(mail.text).not.toContain("[Your Name]");
  });

  it("puts the pay link in every bulk reminder, and says 'due on' before the due date", async () => {
    const { t, smtp, owner, invoice } = await setup();
    const draft = (await t.call("GET", "/api/invoices/drafts/bulk-reminder", { cookie: owner.cookie })).json;
    expect(draft.message).toContain("Olive Owner");
    const res = await t.call("POST", "/api/invoices/send-overdue-email", {
      cookie: owner.cookie,
      body: { ...draft, invoiceIds: [invoice.id] },
    });
    expect(res.status).toBe(202);
    await t.deliver();
    const mail = await parseMail(smtp.received[0].raw);
    expect(mail.text).toContain(`is due on November 30, 2026`);
    expect(mail.text).not.toContain("was due");
    expect(mail.text).toContain("/pay/");
  });
});

describe("PDFs of any text", () => {
  it("renders non-Latin names, numbers and line breaks, and names the file so any browser keeps it", async () => {
    const t = makeTestApp();
    const owner = await t.signUp();
    const client = (
      await t.call("POST", "/api/clients", { cookie: owner.cookie, body: { name: "Zoë Ångström — 東京スタジオ" } })
    ).json;
    const created = await t.call("POST", "/api/invoices", {
      cookie: owner.cookie,
      body: {
        clientId: client.id,
        amount: "99",
        dueDate: "2026-12-01",
        invoiceNumber: "Счёт-№7",
        description: "Дизайн логотипа\nΣχεδίαση\n設計",
      },
    });
    const inv = created.json;
    const res = await t.app.request(`/api/invoices/${inv.id}/pdf`, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="____-_7.pdf"; filename*=UTF-8''${encodeURIComponent("Счёт-№7.pdf")}`,
    );
    const pdf = Buffer.from(await res.arrayBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    // Both embedded fonts are in the file: the Latin/Cyrillic one and the CJK one.
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+DejaVuSans/);
    expect(pdf).toMatch(/FontName \/[A-Z]{6}\+NotoSansJP/);
    const token = inv.publicPath.split("/").pop();
    const pub = await t.app.request(`/api/public/invoices/${token}/pdf`);
    expect(pub.status).toBe(200);
  });
});
