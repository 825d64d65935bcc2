CREATE TABLE `client_portals` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `client_portals_client_id_unique` ON `client_portals` (`client_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `client_portals_token_unique` ON `client_portals` (`token`);--> statement-breakpoint
-- Written by hand (as in 0001 and 0014): the owner's data revision moves with their clients' page links.
CREATE TRIGGER rev_client_portals_ins AFTER INSERT ON client_portals FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_client_portals_upd AFTER UPDATE ON client_portals FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_client_portals_del AFTER DELETE ON client_portals FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
