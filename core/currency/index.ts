// The face of core/currency: all that other modules may import from it (eslint/module-boundaries.js).
export { CurrencyField, currencyName, INVOICE_CURRENCIES, isKnownCurrency } from "./currencies";
export { formatMoney, formatMoneyShort } from "./format";
export { convertedSql, homeCentsSql, toHomeCents } from "./home";
export { currencyDigits, isWholeInCurrency, wholeUnitsMessage } from "./minor-unit";
export { RateField } from "./rate-field";
export { exchangeRatesFromEnv, type ExchangeRatesSettings, type FetchedRate, fetchRate } from "./rates-source";
export { RATE_SOURCES, type RateSource } from "./rate-source-kind";
export { assertRatesDropConfirmed } from "./rates-dropped";
export { rebaseRates } from "./rebase";
