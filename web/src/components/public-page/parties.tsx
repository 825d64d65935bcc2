// Who a public document is from (the business: name, contact, email to write to, tax ID) and for
// (the client: name, company, tax ID), each shown only with what it has.

interface Sender {
  name: string;
  /** The person behind the business, shown when it is not the business's name. */
  contact?: string | null;
  email: string;
  taxId: string | null;
}

interface Recipient {
  name: string;
  company: string | null;
  taxId?: string | null;
}

export function SenderDetails({ from }: { from: Sender }) {
  return (
    <>
      <span className="block font-medium">{from.name}</span>
      {from.contact && from.contact !== from.name && <span className="block">{from.contact}</span>}
      <a href={`mailto:${from.email}`} className="text-primary hover:underline">
        {from.email}
      </a>
      {from.taxId && <span className="block text-muted-foreground">Tax ID {from.taxId}</span>}
    </>
  );
}

export function RecipientDetails({ to }: { to: Recipient }) {
  return (
    <>
      <span className="block font-medium">{to.name}</span>
      {to.company && <span className="block">{to.company}</span>}
      {to.taxId && <span className="block text-muted-foreground">Tax ID {to.taxId}</span>}
    </>
  );
}
