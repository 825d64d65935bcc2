CREATE TABLE `instance_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`public_url` text NOT NULL,
	`public_url_source` text NOT NULL,
	`applied_env_url` text,
	`run_locally` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL
);
