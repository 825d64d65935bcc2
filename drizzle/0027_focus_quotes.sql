-- Written by hand (as in 0005): the quotes table's own revision beside the others, so the focus engine
-- re-reads the owner's sent quotes only when a quote changed (docs/decisions/325-focus-as-a-bookkeeper.md).
-- Each trigger checks that the owner still exists, so a cascade from deleting the owner writes nothing here.
CREATE TRIGGER trev_quotes_ins AFTER INSERT ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quotes_upd AFTER UPDATE ON quotes FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_quotes_del AFTER DELETE ON quotes FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'quotes', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
