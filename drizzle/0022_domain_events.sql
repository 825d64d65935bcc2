CREATE TABLE `domain_events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`subject_id` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`lease_until` integer,
	`claimed_by` text,
	`error` text,
	`handled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `domain_events_due_idx` ON `domain_events` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `domain_events_lease_idx` ON `domain_events` (`status`,`lease_until`);