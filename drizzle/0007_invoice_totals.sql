CREATE TABLE `invoice_paid_totals` (
	`user_id` text NOT NULL,
	`currency` text NOT NULL,
	`paid_date` text NOT NULL,
	`n` integer NOT NULL,
	`cents` integer NOT NULL,
	PRIMARY KEY(`user_id`, `currency`, `paid_date`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `invoice_totals` (
	`user_id` text NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`due_date` text NOT NULL,
	`sent` integer NOT NULL,
	`n` integer NOT NULL,
	`cents` integer NOT NULL,
	PRIMARY KEY(`user_id`, `currency`, `status`, `due_date`, `sent`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The invoice summary's figures kept by triggers, written by hand (as in 0001 and 0005): every insert,
-- update and delete of an invoice, from any process, moves its count and cents between the groups
-- (owner, currency, status, due date, sent) and, once paid, (owner, currency, day paid). Empty groups
-- are removed, so an owner's rows stay as few as their distinct due dates.
CREATE TRIGGER invtot_ins AFTER INSERT ON invoices FOR EACH ROW BEGIN INSERT INTO invoice_totals (user_id, currency, status, due_date, sent, n, cents) VALUES (NEW.user_id, NEW.currency, NEW.status, NEW.due_date, NEW.sent_at IS NOT NULL, 1, NEW.amount_cents) ON CONFLICT (user_id, currency, status, due_date, sent) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; INSERT INTO invoice_paid_totals (user_id, currency, paid_date, n, cents) SELECT NEW.user_id, NEW.currency, NEW.paid_date, 1, NEW.amount_cents WHERE NEW.status = 'paid' AND NEW.paid_date IS NOT NULL ON CONFLICT (user_id, currency, paid_date) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; END;
--> statement-breakpoint
CREATE TRIGGER invtot_del AFTER DELETE ON invoices FOR EACH ROW BEGIN UPDATE invoice_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL); DELETE FROM invoice_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL) AND n <= 0; UPDATE invoice_paid_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE OLD.status = 'paid' AND user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date; DELETE FROM invoice_paid_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date AND n <= 0; END;
--> statement-breakpoint
CREATE TRIGGER invtot_upd AFTER UPDATE OF user_id, currency, status, due_date, sent_at, amount_cents, paid_date ON invoices FOR EACH ROW WHEN OLD.user_id IS NOT NEW.user_id OR OLD.currency IS NOT NEW.currency OR OLD.status IS NOT NEW.status OR OLD.due_date IS NOT NEW.due_date OR (OLD.sent_at IS NULL) <> (NEW.sent_at IS NULL) OR OLD.amount_cents IS NOT NEW.amount_cents OR OLD.paid_date IS NOT NEW.paid_date BEGIN UPDATE invoice_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL); DELETE FROM invoice_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND status = OLD.status AND due_date = OLD.due_date AND sent = (OLD.sent_at IS NOT NULL) AND n <= 0; UPDATE invoice_paid_totals SET n = n - 1, cents = cents - OLD.amount_cents WHERE OLD.status = 'paid' AND user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date; DELETE FROM invoice_paid_totals WHERE user_id = OLD.user_id AND currency = OLD.currency AND paid_date = OLD.paid_date AND n <= 0; INSERT INTO invoice_totals (user_id, currency, status, due_date, sent, n, cents) VALUES (NEW.user_id, NEW.currency, NEW.status, NEW.due_date, NEW.sent_at IS NOT NULL, 1, NEW.amount_cents) ON CONFLICT (user_id, currency, status, due_date, sent) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; INSERT INTO invoice_paid_totals (user_id, currency, paid_date, n, cents) SELECT NEW.user_id, NEW.currency, NEW.paid_date, 1, NEW.amount_cents WHERE NEW.status = 'paid' AND NEW.paid_date IS NOT NULL ON CONFLICT (user_id, currency, paid_date) DO UPDATE SET n = n + 1, cents = cents + excluded.cents; END;
--> statement-breakpoint
-- invoice-totals backfill: the groups of the invoices already stored.
INSERT INTO invoice_totals (user_id, currency, status, due_date, sent, n, cents) SELECT user_id, currency, status, due_date, sent_at IS NOT NULL, count(*), sum(amount_cents) FROM invoices GROUP BY user_id, currency, status, due_date, sent_at IS NOT NULL;
--> statement-breakpoint
INSERT INTO invoice_paid_totals (user_id, currency, paid_date, n, cents) SELECT user_id, currency, paid_date, count(*), sum(amount_cents) FROM invoices WHERE status = 'paid' AND paid_date IS NOT NULL GROUP BY user_id, currency, paid_date;
