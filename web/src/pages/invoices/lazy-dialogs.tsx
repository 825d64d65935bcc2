// The ledger's forms (react-hook-form, the invoice schemas, the line-items editor, an invoice's detail
// with its payments and history) load when the owner first opens one, so /invoices shows its first
// rows without them (decision 275). Each stays mounted once opened: its closing animation plays and
// reopening is instant.
import { lazy, Suspense, type ComponentProps } from "react";
import { useOpenedOnce } from "@web/hooks/use-opened-once";

const CreateInvoice = lazy(() => import("./create-invoice-dialog").then((m) => ({ default: m.CreateInvoiceDialog })));
const InvoiceDetail = lazy(() => import("./invoice-detail-dialog").then((m) => ({ default: m.InvoiceDetailDialog })));
const SendEmail = lazy(() => import("./send-email-dialog").then((m) => ({ default: m.SendEmailDialog })));
const BulkReminder = lazy(() => import("./bulk-reminder-dialog").then((m) => ({ default: m.BulkReminderDialog })));

export function CreateInvoiceDialog(props: ComponentProps<typeof CreateInvoice>) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <CreateInvoice {...props} />
    </Suspense>
  ) : null;
}

export function InvoiceDetailDialog(props: ComponentProps<typeof InvoiceDetail>) {
  const opened = useOpenedOnce(props.invoice !== null);
  return opened ? (
    <Suspense fallback={null}>
      <InvoiceDetail {...props} />
    </Suspense>
  ) : null;
}

export function SendEmailDialog(props: ComponentProps<typeof SendEmail>) {
  const opened = useOpenedOnce(props.invoice !== null);
  return opened ? (
    <Suspense fallback={null}>
      <SendEmail {...props} />
    </Suspense>
  ) : null;
}

export function BulkReminderDialog(props: ComponentProps<typeof BulkReminder>) {
  const opened = useOpenedOnce(props.open);
  return opened ? (
    <Suspense fallback={null}>
      <BulkReminder {...props} />
    </Suspense>
  ) : null;
}
