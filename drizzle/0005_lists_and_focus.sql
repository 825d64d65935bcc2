-- Indexes behind every sort and filter of the paged lists (core/clients/list.ts, core/tasks/list.ts).
-- drizzle-kit 0.31 splits expression indexes at their commas; the three coalesce(...) columns are written by hand.
DROP INDEX `clients_user_idx`;--> statement-breakpoint
CREATE INDEX `clients_user_name_idx` ON `clients` (`user_id`,"name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_status_name_idx` ON `clients` (`user_id`,`status`,"name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_created_idx` ON `clients` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_contact_idx` ON `clients` (`user_id`,coalesce("last_contact_date", 0),`id`);--> statement-breakpoint
DROP INDEX `tasks_user_idx`;--> statement-breakpoint
CREATE INDEX `tasks_user_created_idx` ON `tasks` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_open_created_idx` ON `tasks` (`user_id`,`completed`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_open_due_idx` ON `tasks` (`user_id`,`completed`,coalesce("due_date", '9999-12-31'),`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_done_at_idx` ON `tasks` (`user_id`,`completed`,coalesce("completed_at", 0),`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_category_idx` ON `tasks` (`user_id`,`category`,`created_at`,`id`);
--> statement-breakpoint
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
--> statement-breakpoint
CREATE INDEX `invoices_open_cover_idx` ON `invoices` (`user_id`,`status`,`due_date`,`amount_cents`,`id`);--> statement-breakpoint
CREATE INDEX `invoices_client_status_idx` ON `invoices` (`client_id`,`status`);
