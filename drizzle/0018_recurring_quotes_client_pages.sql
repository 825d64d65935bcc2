CREATE TABLE `client_portals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_portals_client_id_unique` ON `client_portals` (`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `client_portals_token_unique` ON `client_portals` (`token`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`quote_number` text NOT NULL,
	`description` text,
	`lines` text NOT NULL,
	`discount_kind` text,
	`discount_value` integer,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`valid_until` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`public_token` text NOT NULL,
	`sent_at` integer,
	`accepted_name` text,
	`accepted_at` integer,
	`declined_at` integer,
	`decline_reason` text,
	`invoice_id` text,
	`deposit_invoice_id` text,
	`converted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`deposit_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_public_token_unique` ON `quotes` (`public_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_user_number_uq` ON `quotes` (`user_id`,`quote_number`);--> statement-breakpoint
CREATE INDEX `quotes_user_created_idx` ON `quotes` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `quotes_client_idx` ON `quotes` (`client_id`);--> statement-breakpoint
CREATE TABLE `recurring_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`series_id` text NOT NULL,
	`period` integer NOT NULL,
	`period_date` text NOT NULL,
	`invoice_id` text,
	`email` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`series_id`) REFERENCES `recurring_series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recurring_invoices_period_uq` ON `recurring_invoices` (`series_id`,`period`);--> statement-breakpoint
CREATE INDEX `recurring_invoices_invoice_idx` ON `recurring_invoices` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `recurring_series` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`description` text,
	`lines` text NOT NULL,
	`discount_kind` text,
	`discount_value` integer,
	`amount_cents` integer NOT NULL,
	`unit` text NOT NULL,
	`every` integer NOT NULL,
	`day_of_month` integer,
	`start_date` text NOT NULL,
	`end_date` text,
	`max_count` integer,
	`due_days` integer NOT NULL,
	`send_email` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`status_reason` text,
	`next_period` integer DEFAULT 0 NOT NULL,
	`next_date` text,
	`created_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recurring_series_due_idx` ON `recurring_series` (`status`,`next_date`);--> statement-breakpoint
CREATE INDEX `recurring_series_user_created_idx` ON `recurring_series` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `recurring_series_client_idx` ON `recurring_series` (`client_id`);--> statement-breakpoint
-- Written by hand (as in 0001 and 0014): the owner's data revision moves with their recurring series and periods, so cached reads of them renew.
CREATE TRIGGER rev_recurring_series_ins AFTER INSERT ON recurring_series FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_recurring_series_upd AFTER UPDATE ON recurring_series FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_recurring_series_del AFTER DELETE ON recurring_series FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_recurring_invoices_ins AFTER INSERT ON recurring_invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_recurring_invoices_upd AFTER UPDATE ON recurring_invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_recurring_invoices_del AFTER DELETE ON recurring_invoices FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
-- Written by hand (as in 0001 and 0014): the owner's data revision moves with their quotes, so cached reads of them renew.
CREATE TRIGGER rev_quotes_ins AFTER INSERT ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_quotes_upd AFTER UPDATE ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_quotes_del AFTER DELETE ON quotes FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
-- Written by hand (as in 0001 and 0014): the owner's data revision moves with their clients' page links.
CREATE TRIGGER rev_client_portals_ins AFTER INSERT ON client_portals FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_client_portals_upd AFTER UPDATE ON client_portals FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_client_portals_del AFTER DELETE ON client_portals FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
