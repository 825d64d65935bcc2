CREATE TABLE `focus_change_log` (
	`id` integer PRIMARY KEY NOT NULL,
	`pruned_through` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `focus_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`row_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `focus_changes_user_seq_idx` ON `focus_changes` (`user_id`,`seq`);--> statement-breakpoint
-- The focus engine's change log (core/focus/engine.ts), written by hand as in 0001 and 0005: every
-- write to an invoice, client or task names the row, and an invoice also names its client (old and
-- new), whose history and open invoices it changes. A reminder queued, failed or removed names its
-- invoice; something a client did on the pay page names the invoice and the client. Deletes check
-- that the owner still exists, and so do updates (deleting an owner updates rows on its way, as a
-- deleted workflow's tasks), so deleting an owner writes nothing here. A task's move also depends on
-- its workflow being active and on no helper having it: a workflow turning active or not names its open
-- tasks, and a delegation given, finished or taken back names its task. A post's delivery to a platform
-- changing (failed, waiting to be posted by hand) names the owner's posts, which the engine reads whole.
INSERT INTO `focus_change_log` (`id`, `pruned_through`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER fchg_invoices_ins AFTER INSERT ON invoices FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'invoice', NEW.id), (NEW.user_id, 'client', NEW.client_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_invoices_upd AFTER UPDATE ON invoices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'invoice', NEW.id), (NEW.user_id, 'client', NEW.client_id); INSERT INTO focus_changes (user_id, kind, row_id) SELECT OLD.user_id, 'client', OLD.client_id WHERE OLD.client_id IS NOT NEW.client_id; END;
--> statement-breakpoint
CREATE TRIGGER fchg_invoices_del AFTER DELETE ON invoices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'invoice', OLD.id), (OLD.user_id, 'client', OLD.client_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_clients_ins AFTER INSERT ON clients FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'client', NEW.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_clients_upd AFTER UPDATE ON clients FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'client', NEW.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_clients_del AFTER DELETE ON clients FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'client', OLD.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_tasks_ins AFTER INSERT ON tasks FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'task', NEW.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_tasks_upd AFTER UPDATE ON tasks FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'task', NEW.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_tasks_del AFTER DELETE ON tasks FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'task', OLD.id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_reminders_ins AFTER INSERT ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND NEW.related_type = 'invoice' AND NEW.kind = 'reminder' BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'invoice', NEW.related_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_reminders_upd AFTER UPDATE OF status ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND NEW.related_type = 'invoice' AND NEW.kind = 'reminder' AND (OLD.status = 'failed') <> (NEW.status = 'failed') AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'invoice', NEW.related_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_reminders_del AFTER DELETE ON email_outbox FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND OLD.related_type = 'invoice' AND OLD.kind = 'reminder' AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'invoice', OLD.related_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_invoice_events_ins AFTER INSERT ON invoice_events FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) SELECT NEW.user_id, 'invoice', NEW.invoice_id UNION ALL SELECT NEW.user_id, 'client', client_id FROM invoices WHERE id = NEW.invoice_id; END;
--> statement-breakpoint
CREATE TRIGGER fchg_workflows_status AFTER UPDATE OF status ON workflows FOR EACH ROW WHEN (OLD.status = 'active') <> (NEW.status = 'active') AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) SELECT NEW.user_id, 'task', id FROM tasks WHERE workflow_id = NEW.id AND completed = 0; END;
--> statement-breakpoint
CREATE TRIGGER fchg_delegations_ins AFTER INSERT ON task_delegations FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'task', NEW.task_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_delegations_upd AFTER UPDATE OF completed_at, task_id ON task_delegations FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'task', NEW.task_id); INSERT INTO focus_changes (user_id, kind, row_id) SELECT OLD.user_id, 'task', OLD.task_id WHERE OLD.task_id IS NOT NEW.task_id; END;
--> statement-breakpoint
CREATE TRIGGER fchg_delegations_del AFTER DELETE ON task_delegations FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'task', OLD.task_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_post_deliveries_ins AFTER INSERT ON post_deliveries FOR EACH ROW BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'posts', NEW.event_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_post_deliveries_upd AFTER UPDATE OF status, error ON post_deliveries FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'posts', NEW.event_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_post_deliveries_del AFTER DELETE ON post_deliveries FOR EACH ROW WHEN EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'posts', OLD.event_id); END;
