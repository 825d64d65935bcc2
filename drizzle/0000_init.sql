CREATE TABLE `api_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`token_hash` text NOT NULL,
	`hint` text NOT NULL,
	`last_used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_tokens_token_hash_unique` ON `api_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `api_tokens_user_idx` ON `api_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `checkout_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`intent_id` text NOT NULL,
	`client_secret` text NOT NULL,
	`tier` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`email` text,
	`user_id` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`paid_at` integer,
	`applied_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_payments_intent_id_unique` ON `checkout_payments` (`intent_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_payments_client_secret_unique` ON `checkout_payments` (`client_secret`);--> statement-breakpoint
CREATE INDEX `checkout_payments_email_idx` ON `checkout_payments` (`email`,`status`);--> statement-breakpoint
CREATE TABLE `clients` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`company` text,
	`phone` text,
	`business_niche` text,
	`status` text DEFAULT 'active' NOT NULL,
	`last_contact_date` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `clients_user_idx` ON `clients` (`user_id`);--> statement-breakpoint
CREATE TABLE `content_assets` (
	`id` text PRIMARY KEY NOT NULL,
	`content_source_id` text NOT NULL,
	`type` text NOT NULL,
	`content` text NOT NULL,
	`platform` text DEFAULT 'linkedin' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`content_source_id`) REFERENCES `content_sources`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_assets_source_idx` ON `content_assets` (`content_source_id`);--> statement-breakpoint
CREATE TABLE `content_sources` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text DEFAULT 'audio' NOT NULL,
	`title` text,
	`source_text` text,
	`generated_content` text,
	`audio_url` text,
	`design_url` text,
	`transcript` text,
	`status` text DEFAULT 'processing' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `content_sources_user_idx` ON `content_sources` (`user_id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`kind` text NOT NULL,
	`to_address` text NOT NULL,
	`from_address` text NOT NULL,
	`reply_to` text,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`related_type` text,
	`related_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`transport` text,
	`message_id` text,
	`error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_outbox_user_idx` ON `email_outbox` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_related_idx` ON `email_outbox` (`related_type`,`related_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`resolved` integer DEFAULT false NOT NULL,
	`related_id` text,
	`related_type` text,
	`start_date` integer,
	`end_date` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`metadata` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `events_user_idx` ON `events` (`user_id`,`type`,`start_date`);--> statement-breakpoint
CREATE TABLE `invoice_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`stage` integer NOT NULL,
	`outbox_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_reminders_stage_uq` ON `invoice_reminders` (`invoice_id`,`stage`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`client_id` text NOT NULL,
	`invoice_number` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`due_date` text NOT NULL,
	`paid_date` text,
	`sent_at` integer,
	`description` text,
	`public_token` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`client_id`) REFERENCES `clients`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_public_token_unique` ON `invoices` (`public_token`);--> statement-breakpoint
CREATE INDEX `invoices_user_idx` ON `invoices` (`user_id`,`status`,`due_date`);--> statement-breakpoint
CREATE INDEX `invoices_client_idx` ON `invoices` (`client_id`);--> statement-breakpoint
CREATE TABLE `owner_revisions` (
	`user_id` text PRIMARY KEY NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `publish_queue` (
	`id` text PRIMARY KEY NOT NULL,
	`content_asset_id` text NOT NULL,
	`scheduled_date` integer NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`published_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`content_asset_id`) REFERENCES `content_assets`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `publish_queue_asset_idx` ON `publish_queue` (`content_asset_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`sid` text PRIMARY KEY NOT NULL,
	`sess` text NOT NULL,
	`expire` integer NOT NULL,
	`user_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expire_idx` ON `sessions` (`expire`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`plan` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`billing_cycle` text DEFAULT 'monthly' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'USD' NOT NULL,
	`trial_ends_at` integer,
	`current_period_start` integer,
	`current_period_end` integer,
	`cancelled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`question` text NOT NULL,
	`outbox_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `task_suggestions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`reasoning` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`category` text,
	`estimated_time` integer DEFAULT 15 NOT NULL,
	`potential_impact` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`workflow_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workflow_id`) REFERENCES `workflows`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_suggestions_user_idx` ON `task_suggestions` (`user_id`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`priority` text DEFAULT 'medium' NOT NULL,
	`category` text,
	`estimated_time` integer DEFAULT 15 NOT NULL,
	`completed` integer DEFAULT false NOT NULL,
	`due_date` text,
	`completed_at` integer,
	`workflow_id` text,
	`ai_generated` integer DEFAULT false NOT NULL,
	`business_impact` text,
	`generated_date` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`workflow_id`) REFERENCES `workflows`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `tasks_user_idx` ON `tasks` (`user_id`,`completed`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`business_name` text,
	`business_niche` text,
	`business_description` text,
	`website` text,
	`social_media_platforms` text NOT NULL,
	`twitter_handle` text,
	`twitter_access_token` text,
	`twitter_access_secret` text,
	`linkedin_profile` text,
	`linkedin_access_token` text,
	`facebook_page` text,
	`facebook_access_token` text,
	`facebook_page_id` text,
	`instagram_handle` text,
	`instagram_access_token` text,
	`instagram_business_id` text,
	`default_hourly_rate` text,
	`default_currency` text DEFAULT 'USD' NOT NULL,
	`payment_terms` text DEFAULT '30' NOT NULL,
	`primary_goals` text NOT NULL,
	`content_frequency` text DEFAULT 'daily' NOT NULL,
	`automation_level` text DEFAULT 'moderate' NOT NULL,
	`time_zone` text DEFAULT 'UTC' NOT NULL,
	`subscription_tier` text DEFAULT 'starter' NOT NULL,
	`subscription_status` text DEFAULT 'trial' NOT NULL,
	`trial_start_date` integer,
	`trial_end_date` integer,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`onboarding_completed` integer DEFAULT false NOT NULL,
	`email_notifications` integer DEFAULT false NOT NULL,
	`invoice_reminders` integer DEFAULT true NOT NULL,
	`content_publishing` integer DEFAULT true NOT NULL,
	`daily_task_updates` integer DEFAULT true NOT NULL,
	`bank_transfer_details` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `workflows` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`category` text,
	`status` text DEFAULT 'active' NOT NULL,
	`target_outcome` text,
	`estimated_duration` integer,
	`progress` integer DEFAULT 0 NOT NULL,
	`ai_recommendation` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `workflows_user_idx` ON `workflows` (`user_id`);