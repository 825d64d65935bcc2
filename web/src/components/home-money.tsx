// An amount in the owner's home currency (Settings → Billing), which every total and revenue impact the
// server computes is in (each invoice at the rate recorded on it), written by core's one formatter.
import { formatMoney } from "@core/currency/format";
import { useAuth } from "@web/hooks/useAuth";

export function useHomeCurrency(): string {
  return useAuth().user?.defaultCurrency || "USD";
}

export function HomeMoney({ amount }: { amount: string | number }) {
  return <>{formatMoney(amount, useHomeCurrency())}</>;
}
