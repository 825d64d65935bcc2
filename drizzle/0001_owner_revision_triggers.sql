-- Owner data revisions: every write to an owner's business data bumps owner_revisions.revision,
-- whichever process writes. Read caches are keyed by it (core/db/revision.ts).
CREATE TRIGGER rev_clients_ins AFTER INSERT ON clients FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_clients_upd AFTER UPDATE ON clients FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_clients_del AFTER DELETE ON clients FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoices_ins AFTER INSERT ON invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoices_upd AFTER UPDATE ON invoices FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoices_del AFTER DELETE ON invoices FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_tasks_ins AFTER INSERT ON tasks FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_tasks_upd AFTER UPDATE ON tasks FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_tasks_del AFTER DELETE ON tasks FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_workflows_ins AFTER INSERT ON workflows FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_workflows_upd AFTER UPDATE ON workflows FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_workflows_del AFTER DELETE ON workflows FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_task_suggestions_ins AFTER INSERT ON task_suggestions FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_task_suggestions_upd AFTER UPDATE ON task_suggestions FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_task_suggestions_del AFTER DELETE ON task_suggestions FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_sources_ins AFTER INSERT ON content_sources FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_sources_upd AFTER UPDATE ON content_sources FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_sources_del AFTER DELETE ON content_sources FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_events_ins AFTER INSERT ON events FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_events_upd AFTER UPDATE ON events FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_events_del AFTER DELETE ON events FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_email_outbox_ins AFTER INSERT ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_email_outbox_upd AFTER UPDATE ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_email_outbox_del AFTER DELETE ON email_outbox FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_subscriptions_ins AFTER INSERT ON subscriptions FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_subscriptions_upd AFTER UPDATE ON subscriptions FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_subscriptions_del AFTER DELETE ON subscriptions FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_users_upd AFTER UPDATE ON users FOR EACH ROW BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_assets_ins AFTER INSERT ON content_assets FOR EACH ROW WHEN (SELECT user_id FROM content_sources WHERE id = NEW.content_source_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM content_sources WHERE id = NEW.content_source_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_publish_queue_ins AFTER INSERT ON publish_queue FOR EACH ROW WHEN (SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = NEW.content_asset_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = NEW.content_asset_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_reminders_ins AFTER INSERT ON invoice_reminders FOR EACH ROW WHEN (SELECT user_id FROM invoices WHERE id = NEW.invoice_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM invoices WHERE id = NEW.invoice_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_assets_upd AFTER UPDATE ON content_assets FOR EACH ROW WHEN (SELECT user_id FROM content_sources WHERE id = NEW.content_source_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM content_sources WHERE id = NEW.content_source_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_publish_queue_upd AFTER UPDATE ON publish_queue FOR EACH ROW WHEN (SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = NEW.content_asset_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = NEW.content_asset_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_reminders_upd AFTER UPDATE ON invoice_reminders FOR EACH ROW WHEN (SELECT user_id FROM invoices WHERE id = NEW.invoice_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM invoices WHERE id = NEW.invoice_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_content_assets_del AFTER DELETE ON content_assets FOR EACH ROW WHEN (SELECT user_id FROM content_sources WHERE id = OLD.content_source_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM content_sources WHERE id = OLD.content_source_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_publish_queue_del AFTER DELETE ON publish_queue FOR EACH ROW WHEN (SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = OLD.content_asset_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT s.user_id FROM content_assets a JOIN content_sources s ON s.id = a.content_source_id WHERE a.id = OLD.content_asset_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_invoice_reminders_del AFTER DELETE ON invoice_reminders FOR EACH ROW WHEN (SELECT user_id FROM invoices WHERE id = OLD.invoice_id) IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES ((SELECT user_id FROM invoices WHERE id = OLD.invoice_id), 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
