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
CREATE TABLE `invoice_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`paid_on` text NOT NULL,
	`method` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`,`paid_on`);--> statement-breakpoint
ALTER TABLE `clients` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_kind` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `discount_value` integer;--> statement-breakpoint
ALTER TABLE `invoices` ADD `owner_tax_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `client_tax_id` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `paid_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `tax_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_numbering` text DEFAULT 'timestamp' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_prefix` text DEFAULT 'INV-' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `invoice_next_number` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Owner revision triggers for the new owned table, written by hand (as in 0003): caches of the owner's reads see every change of a line.
CREATE TRIGGER rev_invoice_lines_ins AFTER INSERT ON invoice_lines FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_lines_upd AFTER UPDATE ON invoice_lines FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_lines_del AFTER DELETE ON invoice_lines FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
-- The invoice totals (0007) count what is still owed: an unpaid invoice with payments counts its balance
-- (amount - paid), a paid one its amount. The three triggers are recreated with that value and fire on paid_cents too.
DROP TRIGGER invtot_ins;
--> statement-breakpoint
DROP TRIGGER invtot_del;
--> statement-breakpoint
DROP TRIGGER invtot_upd;
--> statement-breakpoint
CREATE TRIGGER invtot_ins AFTER INSERT ON invoices FOR EACH ROW BEGIN INSERT INTO invoice_totals (user_id, currency, status, due_date, sent, n, cents) VALUES (NEW.user_id, NEW.currency, NEW.status, NEW.due_date, NEW.sent_at IS NOT NULL, 1, CASE WHEN NEW.status = 'paid' THEN NEW.amount_cents ELSE NEW.amount_cents - NEW.paid_cents END) ON CONFLICT (user_id, currency, status, due_date, sent) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; INSERT INTO invoice_paid_totals (user_id, currency, paid_date, n, cents) SELECT NEW.user_id, NEW.currency, NEW.paid_date, 1, NEW.amount_cents WHERE NEW.status = 'paid' AND NEW.paid_date IS NOT NULL ON CONFLICT (user_id, currency, paid_date) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; END;
--> statement-breakpoint
CREATE TRIGGER invtot_del AFTER DELETE ON invoices FOR EACH ROW BEGIN UPDATE invoice_totals SET n = n - 1, cents = cents - CASE WHEN OLD.status = 'paid' THEN OLD.amount_cents ELSE OLD.amount_cents - OLD.paid_cents END WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL); DELETE FROM invoice_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL) AND n <= 0; UPDATE invoice_paid_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE OLD.status = 'paid' AND user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date; DELETE FROM invoice_paid_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date AND n <= 0; END;
--> statement-breakpoint
CREATE TRIGGER invtot_upd AFTER UPDATE OF user_id, currency, status, due_date, sent_at, amount_cents, paid_date, paid_cents ON invoices FOR EACH ROW WHEN OLD.user_id IS NOT NEW.user_id OR OLD.currency IS NOT NEW.currency OR OLD.status IS NOT NEW.status OR OLD.due_date IS NOT NEW.due_date OR (OLD.sent_at IS NULL) <> (NEW.sent_at IS NULL) OR OLD.amount_cents IS NOT NEW.amount_cents OR OLD.paid_date IS NOT NEW.paid_date OR OLD.paid_cents IS NOT NEW.paid_cents BEGIN UPDATE invoice_totals SET n = n - 1, cents = cents - CASE WHEN OLD.status = 'paid' THEN OLD.amount_cents ELSE OLD.amount_cents - OLD.paid_cents END WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL); DELETE FROM invoice_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL) AND n <= 0; UPDATE invoice_paid_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE OLD.status = 'paid' AND user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date; DELETE FROM invoice_paid_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date AND n <= 0; INSERT INTO invoice_totals (user_id, currency, status, due_date, sent, n, cents) VALUES (NEW.user_id, NEW.currency, NEW.status, NEW.due_date, NEW.sent_at IS NOT NULL, 1, CASE WHEN NEW.status = 'paid' THEN NEW.amount_cents ELSE NEW.amount_cents - NEW.paid_cents END) ON CONFLICT (user_id, currency, status, due_date, sent) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; INSERT INTO invoice_paid_totals (user_id, currency, paid_date, n, cents) SELECT NEW.user_id, NEW.currency, NEW.paid_date, 1, NEW.amount_cents WHERE NEW.status = 'paid' AND NEW.paid_date IS NOT NULL ON CONFLICT (user_id, currency, paid_date) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_payments_ins AFTER INSERT ON invoice_payments FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_payments_upd AFTER UPDATE ON invoice_payments FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_payments_del AFTER DELETE ON invoice_payments FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
