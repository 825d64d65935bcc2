CREATE TABLE `invoice_instalments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`position` integer NOT NULL,
	`due_date` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_instalments_position_uq` ON `invoice_instalments` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoice_late_fees` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`period` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`charged_on` text NOT NULL,
	`notice_outbox_id` text,
	`waived_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_late_fees_period_uq` ON `invoice_late_fees` (`invoice_id`,`period`);--> statement-breakpoint
DROP INDEX `invoice_reminders_stage_uq`;--> statement-breakpoint
ALTER TABLE `invoice_reminders` ADD `instalment` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_reminders_step_uq` ON `invoice_reminders` (`invoice_id`,`instalment`,`stage`);--> statement-breakpoint
ALTER TABLE `clients` ADD `reminder_schedule` text;--> statement-breakpoint
ALTER TABLE `clients` ADD `reminders_paused` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `invoice_lines` ADD `late_fee_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `reminder_schedule` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `reminders_paused` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `reminder_schedule` text;--> statement-breakpoint
ALTER TABLE `users` ADD `adaptive_reminders` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `late_fee` text;--> statement-breakpoint-- Owner revision triggers for the new owned tables, written by hand (as in 0003): caches of the owner's reads see every fee and instalment change.
CREATE TRIGGER rev_invoice_late_fees_ins AFTER INSERT ON invoice_late_fees FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_late_fees_upd AFTER UPDATE ON invoice_late_fees FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_late_fees_del AFTER DELETE ON invoice_late_fees FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_instalments_ins AFTER INSERT ON invoice_instalments FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_instalments_upd AFTER UPDATE ON invoice_instalments FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_instalments_del AFTER DELETE ON invoice_instalments FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
