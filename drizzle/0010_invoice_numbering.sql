ALTER TABLE `users` ADD `invoice_numbering` text DEFAULT 'timestamp' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_prefix` text DEFAULT 'INV-' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_next_number` integer DEFAULT 1 NOT NULL;