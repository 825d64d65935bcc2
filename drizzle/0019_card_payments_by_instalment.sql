ALTER TABLE `invoice_payments` ADD `intent_id` text;--> statement-breakpoint
ALTER TABLE `invoice_payments` ADD `instalment` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_payments_intent_uq` ON `invoice_payments` (`intent_id`);