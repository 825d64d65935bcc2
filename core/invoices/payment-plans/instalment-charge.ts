// What a card charges on the pay page (docs/decisions/270-pay-one-instalment.md): the whole balance, or
// the balance of the payment plan's next open instalment. One rule, read when the card payment starts
// (Stripe or demo) and again when the verified webhook records it, so both agree on the amount.
import type { Db, Invoice } from "../../db";
import { conflict, notFound } from "../../errors";
import { balanceCents } from "../payments";
import { allocate, currentInstalment } from "./allocation";
import { readInstalments } from "./plan";

export interface CardCharge {
  amountCents: number;
  /** The instalment paid (its id and position, and how many the plan has); null for the whole balance. */
  instalment: { id: string; position: number; of: number } | null;
}

/** Why an instalment cannot be charged now; null when it can. */
export type InstalmentRefusal = { kind: "not_found" } | { kind: "conflict"; message: string };

/**
 * The next open instalment's balance, or why that instalment cannot be charged: it is not one of this
 * invoice's instalments (another invoice's, or a plan since replaced), it is paid, or an earlier one is
 * still open (payments apply to instalments in order, so only the next open one can be paid).
 */
export function instalmentCharge(
  db: Db,
  invoice: Invoice,
  instalmentId: string,
): { ok: true; charge: CardCharge } | { ok: false; refusal: InstalmentRefusal } {
  const instalments = readInstalments({ db }, invoice.id);
  const wanted = instalments.find((i) => i.id === instalmentId);
  if (!wanted) return { ok: false, refusal: { kind: "not_found" } };
  const paid = invoice.status === "paid" ? invoice.amountCents : invoice.paidCents;
  const states = allocate(instalments, invoice.amountCents, paid);
  const state = states.find((s) => s.position === wanted.position)!;
  if (state.balanceCents === 0 || invoice.status === "paid") {
    return { ok: false, refusal: { kind: "conflict", message: `Instalment ${wanted.position} is already paid` } };
  }
  const next = currentInstalment(states)!;
  if (next.position !== wanted.position) {
    return {
      ok: false,
      refusal: { kind: "conflict", message: `Instalment ${next.position} is due first: pay that one before this` },
    };
  }
  return {
    ok: true,
    charge: {
      amountCents: state.balanceCents,
      instalment: { id: wanted.id, position: wanted.position, of: instalments.length },
    },
  };
}

/**
 * The card charge the client asked for: the whole balance without an instalment, else that instalment's
 * (404 for an instalment that is not this invoice's, 409 when it cannot be paid now).
 */
export function cardCharge(db: Db, invoice: Invoice, instalmentId: string | undefined): CardCharge {
  if (!instalmentId) return { amountCents: balanceCents(invoice), instalment: null };
  const result = instalmentCharge(db, invoice, instalmentId);
  if (result.ok) return result.charge;
  if (result.refusal.kind === "not_found") throw notFound("Instalment");
  throw conflict(result.refusal.message);
}
