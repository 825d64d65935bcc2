CREATE TABLE `approval_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`label` text NOT NULL,
	`token` text NOT NULL,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `approval_links_token_unique` ON `approval_links` (`token`);--> statement-breakpoint
CREATE INDEX `approval_links_user_idx` ON `approval_links` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `platform_token_health` (
	`user_id` text NOT NULL,
	`platform` text NOT NULL,
	`token_fingerprint` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`checked_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `platform`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `post_deliveries` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event_id` text NOT NULL,
	`platform` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`claimed_by` text,
	`error` text,
	`error_kind` text,
	`posting_since` integer,
	`container_id` text,
	`remote_id` text,
	`remote_url` text,
	`published_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_deliveries_event_platform_uq` ON `post_deliveries` (`event_id`,`platform`);--> statement-breakpoint
CREATE INDEX `post_deliveries_user_idx` ON `post_deliveries` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `post_deliveries_due_idx` ON `post_deliveries` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `post_deliveries_lease_idx` ON `post_deliveries` (`status`,`lease_until`);--> statement-breakpoint
CREATE TABLE `post_media` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event_id` text,
	`storage_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`owns_file` integer DEFAULT false NOT NULL,
	`public_token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_media_public_token_unique` ON `post_media` (`public_token`);--> statement-breakpoint
CREATE INDEX `post_media_event_idx` ON `post_media` (`event_id`,`position`);--> statement-breakpoint
CREATE TABLE `post_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event_id` text NOT NULL,
	`link_id` text,
	`reviewer` text NOT NULL,
	`decision` text NOT NULL,
	`comment` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`link_id`) REFERENCES `approval_links`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `post_reviews_event_idx` ON `post_reviews` (`event_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `events` ADD `approval_status` text;--> statement-breakpoint
CREATE INDEX `events_due_idx` ON `events` (`status`,`start_date`);--> statement-breakpoint
CREATE INDEX `events_user_status_idx` ON `events` (`user_id`,`status`,`created_at`);--> statement-breakpoint
-- Owner data revisions for the new owned tables (as drizzle/0001): list pages and caches keyed by the
-- owner revision see a delivery, an image, an approval link, a review or a token verdict at once.
CREATE TRIGGER rev_post_deliveries_ins AFTER INSERT ON post_deliveries FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_deliveries_upd AFTER UPDATE ON post_deliveries FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_deliveries_del AFTER DELETE ON post_deliveries FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_media_ins AFTER INSERT ON post_media FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_media_upd AFTER UPDATE ON post_media FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_media_del AFTER DELETE ON post_media FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_approval_links_ins AFTER INSERT ON approval_links FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_approval_links_upd AFTER UPDATE ON approval_links FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_approval_links_del AFTER DELETE ON approval_links FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_reviews_ins AFTER INSERT ON post_reviews FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_reviews_upd AFTER UPDATE ON post_reviews FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_post_reviews_del AFTER DELETE ON post_reviews FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_platform_token_health_ins AFTER INSERT ON platform_token_health FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_platform_token_health_upd AFTER UPDATE ON platform_token_health FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_platform_token_health_del AFTER DELETE ON platform_token_health FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
