-- Per-table revisions beside the owner's revision (0001): the focus engine recomputes only the part
-- of its figures whose tables changed. The triggers are written by hand, as in 0001; each checks that
-- the owner still exists, so a cascade from deleting the owner writes nothing here.
CREATE TABLE `owner_table_revisions` (
	`user_id` text NOT NULL,
	`tbl` text NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `tbl`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER trev_clients_ins AFTER INSERT ON clients FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'clients', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_clients_upd AFTER UPDATE ON clients FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'clients', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_clients_del AFTER DELETE ON clients FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'clients', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_invoices_ins AFTER INSERT ON invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'invoices', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_invoices_upd AFTER UPDATE ON invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'invoices', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_invoices_del AFTER DELETE ON invoices FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'invoices', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_tasks_ins AFTER INSERT ON tasks FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'tasks', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_tasks_upd AFTER UPDATE ON tasks FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'tasks', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_tasks_del AFTER DELETE ON tasks FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'tasks', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_workflows_ins AFTER INSERT ON workflows FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'workflows', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_workflows_upd AFTER UPDATE ON workflows FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'workflows', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_workflows_del AFTER DELETE ON workflows FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'workflows', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_events_ins AFTER INSERT ON events FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'events', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_events_upd AFTER UPDATE ON events FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'events', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_events_del AFTER DELETE ON events FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'events', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_users_upd AFTER UPDATE ON users FOR EACH ROW BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.id, 'users', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
