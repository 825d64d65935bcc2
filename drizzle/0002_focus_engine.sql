CREATE TABLE `daily_digests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`date` text NOT NULL,
	`outbox_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `daily_digests_user_date_uq` ON `daily_digests` (`user_id`,`date`);--> statement-breakpoint
ALTER TABLE `tasks` ADD `source_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `tasks_source_key_uq` ON `tasks` (`user_id`,`source_key`);--> statement-breakpoint
ALTER TABLE `users` ADD `notifications_seen_at` integer;