CREATE TABLE `invoice_lines` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`taxes` text NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_lines_position_uq` ON `invoice_lines` (`invoice_id`,`position`);--> statement-breakpoint
ALTER TABLE `clients` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_kind` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_value` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `owner_tax_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `client_tax_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `tax_id` text;--> statement-breakpoint
-- Owner revision triggers for the new owned table, written by hand (as in 0003): caches of the owner's reads see every change of a line.
CREATE TRIGGER rev_invoice_lines_ins AFTER INSERT ON invoice_lines FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_lines_upd AFTER UPDATE ON invoice_lines FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_lines_del AFTER DELETE ON invoice_lines FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
