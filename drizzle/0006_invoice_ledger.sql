CREATE INDEX `invoices_user_created_idx` ON `invoices` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_user_due_idx` ON `invoices` (`user_id`,`due_date`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_user_amount_idx` ON `invoices` (`user_id`,`amount_cents`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_user_number_idx` ON `invoices` (`user_id`,`invoice_number`,`id`);