-- Indexes behind every sort and filter of the paged lists (core/clients/list.ts, core/tasks/list.ts).
-- drizzle-kit 0.31 splits expression indexes at their commas; the three coalesce(...) columns are written by hand.
DROP INDEX `clients_user_idx`;--> statement-breakpoint
CREATE INDEX `clients_user_name_idx` ON `clients` (`user_id`,"name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_status_name_idx` ON `clients` (`user_id`,`status`,"name" collate nocase,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_created_idx` ON `clients` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `clients_user_contact_idx` ON `clients` (`user_id`,coalesce("last_contact_date", 0),`id`);--> statement-breakpoint
DROP INDEX `tasks_user_idx`;--> statement-breakpoint
CREATE INDEX `tasks_user_created_idx` ON `tasks` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_open_created_idx` ON `tasks` (`user_id`,`completed`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_open_due_idx` ON `tasks` (`user_id`,`completed`,coalesce("due_date", '9999-12-31'),`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_done_at_idx` ON `tasks` (`user_id`,`completed`,coalesce("completed_at", 0),`id`);--> statement-breakpoint
CREATE INDEX `tasks_user_category_idx` ON `tasks` (`user_id`,`category`,`created_at`,`id`);