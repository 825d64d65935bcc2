-- Written by hand: time billed by an invoice that was voided before voiding gave time back
-- (core/time-entries/subscriber.ts) is unbilled again, as it would be now.
UPDATE time_entries SET billed_invoice_id = NULL, billed_at = NULL
  WHERE billed_invoice_id IN (SELECT id FROM invoices WHERE status = 'void');
