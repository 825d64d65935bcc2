CREATE TABLE `social_connections` (
	`user_id` text NOT NULL,
	`platform` text NOT NULL,
	`token_fingerprint` text NOT NULL,
	`refresh_token` text,
	`expires_at` integer,
	`refresh_expires_at` integer,
	`scope` text,
	`account_name` text,
	`account_id` text,
	`problem` text,
	`connected_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `platform`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `social_oauth_states` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`platform` text NOT NULL,
	`code_verifier` text NOT NULL,
	`pending` text,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `social_oauth_states_user_idx` ON `social_oauth_states` (`user_id`);