CREATE TABLE `canva_connections` (
	`user_id` text PRIMARY KEY NOT NULL,
	`access_token` text NOT NULL,
	`refresh_token` text NOT NULL,
	`expires_at` integer NOT NULL,
	`scope` text,
	`problem` text,
	`connected_at` integer NOT NULL,
	`last_synced_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `canva_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_verifier` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `canva_oauth_states_user_idx` ON `canva_oauth_states` (`user_id`);--> statement-breakpoint
CREATE TABLE `designs` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`caption` text,
	`type` text DEFAULT 'custom' NOT NULL,
	`is_uploaded` integer DEFAULT false NOT NULL,
	`origin` text DEFAULT 'upload' NOT NULL,
	`storage_key` text,
	`thumbnail_key` text,
	`mime_type` text,
	`size_bytes` integer,
	`width` integer,
	`height` integer,
	`canva_design_id` text,
	`edit_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `designs_user_created_idx` ON `designs` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `designs_canva_uq` ON `designs` (`user_id`,`canva_design_id`);--> statement-breakpoint
CREATE INDEX `content_sources_user_created_idx` ON `content_sources` (`user_id`,`created_at`,`id`);
--> statement-breakpoint
-- Owner data revisions for the new owned table (as drizzle/0001_owner_revision_triggers.sql).
CREATE TRIGGER rev_designs_ins AFTER INSERT ON designs FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_designs_upd AFTER UPDATE ON designs FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_designs_del AFTER DELETE ON designs FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
