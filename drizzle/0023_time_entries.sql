CREATE TABLE `time_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`description` text,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`work_date` text NOT NULL,
	`minutes` integer,
	`rate_cents` integer NOT NULL,
	`amount_cents` integer,
	`currency` text NOT NULL,
	`billed_invoice_id` text,
	`billed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`billed_invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `time_entries_one_running_uq` ON `time_entries` (`user_id`) WHERE "time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX `time_entries_user_started_idx` ON `time_entries` (`user_id`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `time_entries_user_client_started_idx` ON `time_entries` (`user_id`,`client_id`,`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `time_entries_user_billed_started_idx` ON `time_entries` (`user_id`,("billed_invoice_id" is not null),`started_at`,`id`);--> statement-breakpoint
CREATE INDEX `time_entries_client_unbilled_idx` ON `time_entries` (`client_id`,`billed_invoice_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `time_entries_invoice_idx` ON `time_entries` (`billed_invoice_id`);--> statement-breakpoint
-- Written by hand (as in 0001 and 0018): the owner's data revision moves with their time entries, so cached reads of them renew.
CREATE TRIGGER rev_time_entries_ins AFTER INSERT ON time_entries FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_time_entries_upd AFTER UPDATE ON time_entries FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_time_entries_del AFTER DELETE ON time_entries FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
-- Written by hand (as in 0012): the focus engine's change log names the client of every time entry written, whose
-- unbilled work makes a money move (core/focus/unbilled-moves.ts); its old client too when an entry moves. Updates
-- and deletes check that the owner still exists, so deleting an owner writes nothing here.
CREATE TRIGGER fchg_time_entries_ins AFTER INSERT ON time_entries FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'client', NEW.client_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_time_entries_upd AFTER UPDATE ON time_entries FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'client', NEW.client_id); INSERT INTO focus_changes (user_id, kind, row_id) SELECT OLD.user_id, 'client', OLD.client_id WHERE OLD.client_id IS NOT NEW.client_id; END;
--> statement-breakpoint
CREATE TRIGGER fchg_time_entries_del AFTER DELETE ON time_entries FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'client', OLD.client_id); END;
--> statement-breakpoint
-- Written by hand: an entry is billed once. Whatever the writer (API, terminal, a second server), an entry that
-- names an invoice cannot be given another one; deleting the invoice frees it (the foreign key sets null).
CREATE TRIGGER time_entries_billed_once BEFORE UPDATE OF billed_invoice_id ON time_entries FOR EACH ROW WHEN OLD.billed_invoice_id IS NOT NULL AND NEW.billed_invoice_id IS NOT NULL AND NEW.billed_invoice_id IS NOT OLD.billed_invoice_id BEGIN SELECT RAISE(ABORT, 'time entry already billed'); END;
