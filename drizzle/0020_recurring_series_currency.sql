ALTER TABLE `recurring_series` ADD `currency` text DEFAULT 'USD' NOT NULL;
--> statement-breakpoint
UPDATE `recurring_series` SET `currency` = coalesce((SELECT `default_currency` FROM `users` WHERE `users`.`id` = `recurring_series`.`user_id`), 'USD');
