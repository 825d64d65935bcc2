CREATE TABLE `growth_pulses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`week` text NOT NULL,
	`outbox_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `growth_pulses_user_week_uq` ON `growth_pulses` (`user_id`,`week`);--> statement-breakpoint
CREATE TABLE `social_stats` (
	`user_id` text NOT NULL,
	`platform` text NOT NULL,
	`followers` integer,
	`posts` integer,
	`engagement` integer,
	`reach` integer,
	`fetched_at` integer,
	`tried_at` integer NOT NULL,
	`error` text,
	PRIMARY KEY(`user_id`, `platform`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `social_stats_tried_idx` ON `social_stats` (`tried_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `weekly_task_goal` integer;--> statement-breakpoint
-- Written by hand (as in 0001 and 0008): the owner's data revision moves with their social figures, so cached reads of them renew.
CREATE TRIGGER rev_social_stats_ins AFTER INSERT ON social_stats FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_social_stats_upd AFTER UPDATE ON social_stats FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_social_stats_del AFTER DELETE ON social_stats FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
