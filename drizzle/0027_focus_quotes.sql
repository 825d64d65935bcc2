-- Written by hand (as in 0005): the quotes table's own revision beside the others, so the focus engine
-- re-reads the owner's sent quotes only when a quote changed (docs/decisions/325-focus-as-a-bookkeeper.md).
-- A quote's email (sent, sent again, followed up: kind 'quote') is when the client last heard of it, so
-- queuing one, one failing or coming back from failed, and deleting one move the revision too.
-- Each trigger checks that the owner still exists, so a cascade from deleting the owner writes nothing here.
CREATE TRIGGER trev_quotes_ins AFTER INSERT ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quotes_upd AFTER UPDATE ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quotes_del AFTER DELETE ON quotes FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quote_emails_ins AFTER INSERT ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND NEW.related_type = 'quote' AND NEW.kind = 'quote' AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quote_emails_upd AFTER UPDATE OF status ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND NEW.related_type = 'quote' AND NEW.kind = 'quote' AND (OLD.status = 'failed') <> (NEW.status = 'failed') AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quote_emails_del AFTER DELETE ON email_outbox FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND OLD.related_type = 'quote' AND OLD.kind = 'quote' AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
