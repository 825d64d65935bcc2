-- Written by hand (as in 0012): the focus engine reads whether an invoice may have been sent (an invoice
-- email the mail server took without confirming it, core/invoices/delivery.ts), so an invoice email
-- becoming possibly sent, leaving that status (the owner's resend is not this row) or being deleted while
-- in it logs the invoice as changed (docs/decisions/318). Each trigger checks that the owner still
-- exists, so a cascade from deleting the owner writes nothing here.
CREATE TRIGGER fchg_invoice_emails_upd AFTER UPDATE OF status ON email_outbox FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND NEW.related_type = 'invoice' AND NEW.kind = 'invoice' AND (OLD.status = 'possibly_sent') <> (NEW.status = 'possibly_sent') AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (NEW.user_id, 'invoice', NEW.related_id); END;
--> statement-breakpoint
CREATE TRIGGER fchg_invoice_emails_del AFTER DELETE ON email_outbox FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND OLD.related_type = 'invoice' AND OLD.kind = 'invoice' AND OLD.status = 'possibly_sent' AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO focus_changes (user_id, kind, row_id) VALUES (OLD.user_id, 'invoice', OLD.related_id); END;
