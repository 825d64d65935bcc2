CREATE INDEX `invoice_payments_user_day_idx` ON `invoice_payments` (`user_id`,`paid_on`);--> statement-breakpoint
CREATE INDEX `invoices_user_paid_idx` ON `invoices` (`user_id`,`status`,`paid_date`);