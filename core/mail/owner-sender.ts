import type { OwnerContext } from "../context";
import { getOwner } from "../users";
import { mailboxWithName, parseMailbox } from "./addresses";

/** How an owner's emails to clients are signed and addressed. */
export interface OwnerSender {
  /** The business name, else the owner's name, else their email: the From name and the email's header. */
  brand: string;
  /** `"Olive & Co" <no-reply@…>`: the owner's name on the product's sending address. */
  from: string;
  /** The owner's own address: a client's reply reaches them. */
  replyTo: string;
  /** "Olive Owner\nOlive & Co": the owner's real name, never a placeholder. */
  signature: string;
}

export function ownerSender(ctx: OwnerContext): OwnerSender {
  const owner = getOwner(ctx);
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(" ").trim();
  const business = owner.businessName?.trim() || "";
  const brand = business || name || owner.email;
  const signature = [name, business].filter(Boolean).join("\n") || owner.email;
  return {
    brand,
    from: mailboxWithName(brand, parseMailbox(ctx.settings.mailFrom).address),
    replyTo: owner.email,
    signature,
  };
}
