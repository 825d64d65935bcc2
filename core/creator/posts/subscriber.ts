// The Creator's side of the domain events: a paid invoice gets a thank-you email draft and a case-study
// post draft (after-invoice-paid.ts), once, after the payment committed.
import type { Services } from "../../context";
import type { Subscriber } from "../../events";
import { draftAfterInvoicePaid } from "./after-invoice-paid";

export const creatorSubscriber: Subscriber<Services> = {
  name: "creator",
  on: ["invoice.paid"],
  handle(services, event) {
    draftAfterInvoicePaid(services, { userId: event.userId, invoiceId: event.subjectId });
  },
};
