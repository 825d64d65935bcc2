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
-- Written by hand (as in 0001 and 0014): the owner's data revision moves with their quotes, so cached reads of them renew.
CREATE TRIGGER rev_quotes_ins AFTER INSERT ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_quotes_upd AFTER UPDATE ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_quotes_del AFTER DELETE ON quotes FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
