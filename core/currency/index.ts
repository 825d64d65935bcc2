// The face of core/currency: all that other modules may import from it (eslint/module-boundaries.js).
export { CurrencyField, isKnownCurrency } from "./currencies";
export { formatMoney, formatMoneyShort } from "./format";
export { convertedSql, homeCentsSql, toHomeCents } from "./home";
export { fetchRateFor, rateToRecord } from "./invoice-rate";
export { currencyDigits, isWholeInCurrency, wholeUnitsMessage } from "./minor-unit";
export { RateField } from "./rate-field";
export type { FetchedRate } from "./rates-source";
export { RATE_SOURCES, type RateSource } from "./rate-source-kind";
export { CurrencyOptions } from "./options";
