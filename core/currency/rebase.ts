import { eq, sql } from "drizzle-orm";
import { type Db, invoices } from "../db";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * After the owner's home currency became `home` (inside that transaction): every rate converts into the
 * home currency, so invoices in it get rate 1 and the others lose the rate they had to the old one until
 * the owner records a new one (decision 220). The totals triggers follow.
 */
export function rebaseRates(tx: Tx, userId: string, home: string) {
  tx.update(invoices)
    .set({
      exchangeRate: sql`case when ${invoices.currency} = ${home} then 1 else null end`,
      rateSource: sql`case when ${invoices.currency} = ${home} then 'home' else null end`,
      rateDate: null,
    })
    .where(eq(invoices.userId, userId))
    .run();
}
