CREATE TABLE `leads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`link_id` text,
	`platform` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text,
	`status` text DEFAULT 'new' NOT NULL,
	`client_id` text,
	`won` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `tracked_links`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `leads_user_created_idx` ON `leads` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_user_status_created_idx` ON `leads` (`user_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `leads_link_idx` ON `leads` (`link_id`);--> statement-breakpoint
CREATE INDEX `leads_client_idx` ON `leads` (`client_id`);--> statement-breakpoint
CREATE TABLE `link_clicks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`link_id` text NOT NULL,
	`visitor_key` text NOT NULL,
	`clicked_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `tracked_links`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `link_clicks_link_visitor_idx` ON `link_clicks` (`link_id`,`visitor_key`,`clicked_at`);--> statement-breakpoint
CREATE TABLE `tracked_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event_id` text NOT NULL,
	`platform` text NOT NULL,
	`code` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracked_links_code_unique` ON `tracked_links` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `tracked_links_event_platform_uq` ON `tracked_links` (`event_id`,`platform`);--> statement-breakpoint
CREATE INDEX `tracked_links_user_idx` ON `tracked_links` (`user_id`,`event_id`);--> statement-breakpoint
-- Owner data revisions (drizzle/0001): a click, a lead or a link changes what the Analyst's kept pages show.
CREATE TRIGGER rev_tracked_links_ins AFTER INSERT ON tracked_links FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_tracked_links_upd AFTER UPDATE ON tracked_links FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_tracked_links_del AFTER DELETE ON tracked_links FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_link_clicks_ins AFTER INSERT ON link_clicks FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_link_clicks_upd AFTER UPDATE ON link_clicks FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_link_clicks_del AFTER DELETE ON link_clicks FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_leads_ins AFTER INSERT ON leads FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_leads_upd AFTER UPDATE ON leads FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_leads_del AFTER DELETE ON leads FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
