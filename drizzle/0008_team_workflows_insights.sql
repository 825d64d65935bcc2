CREATE TABLE `insight_reports` (
	`user_id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`model` text,
	`insights` text NOT NULL,
	`generated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `task_delegations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`task_id` text NOT NULL,
	`helper_name` text NOT NULL,
	`helper_email` text NOT NULL,
	`message` text,
	`token` text NOT NULL,
	`email_id` text,
	`viewed_at` integer,
	`completed_at` integer,
	`completion_note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `task_delegations_token_unique` ON `task_delegations` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `task_delegations_task_uq` ON `task_delegations` (`task_id`);--> statement-breakpoint
CREATE INDEX `task_delegations_user_created_idx` ON `task_delegations` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `task_delegations_user_done_idx` ON `task_delegations` (`user_id`,"completed_at" is not null,`created_at`,`id`);--> statement-breakpoint
DROP INDEX `task_suggestions_user_idx`;--> statement-breakpoint
ALTER TABLE `task_suggestions` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `task_suggestions` ADD `task_category` text;--> statement-breakpoint
ALTER TABLE `task_suggestions` ADD `source` text DEFAULT 'offline' NOT NULL;--> statement-breakpoint
-- Written by hand: drizzle-kit 0.31 leaves out the ON DELETE of a column added to an existing table.
ALTER TABLE `task_suggestions` ADD `task_id` text REFERENCES tasks(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `task_suggestions` ADD `decided_at` integer;--> statement-breakpoint
CREATE INDEX `task_suggestions_user_created_idx` ON `task_suggestions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `task_suggestions_user_status_created_idx` ON `task_suggestions` (`user_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `task_suggestions_pending_uq` ON `task_suggestions` (`user_id`,`dedupe_key`) WHERE `status` = 'pending';--> statement-breakpoint
DROP INDEX `workflows_user_idx`;--> statement-breakpoint
ALTER TABLE `workflows` ADD `template_key` text;--> statement-breakpoint
CREATE INDEX `workflows_user_created_idx` ON `workflows` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `workflows_user_status_created_idx` ON `workflows` (`user_id`,`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `workflows_user_title_idx` ON `workflows` (`user_id`,"title" collate nocase,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `workflows_template_uq` ON `workflows` (`user_id`,`template_key`);--> statement-breakpoint
CREATE INDEX `tasks_workflow_idx` ON `tasks` (`workflow_id`,`completed`);
--> statement-breakpoint
-- Owner and per-table revisions for the new owned tables (as in 0001 and 0005): caches keyed by them see
-- a delegation or a new insight report at once, whichever process writes it.
CREATE TRIGGER rev_task_delegations_ins AFTER INSERT ON task_delegations FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_task_delegations_upd AFTER UPDATE ON task_delegations FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_task_delegations_del AFTER DELETE ON task_delegations FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_insight_reports_ins AFTER INSERT ON insight_reports FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_insight_reports_upd AFTER UPDATE ON insight_reports FOR EACH ROW WHEN NEW.user_id IS NOT NULL BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (NEW.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER rev_insight_reports_del AFTER DELETE ON insight_reports FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_revisions (user_id, revision) VALUES (OLD.user_id, 1) ON CONFLICT(user_id) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_task_delegations_ins AFTER INSERT ON task_delegations FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'task_delegations', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_task_delegations_upd AFTER UPDATE ON task_delegations FOR EACH ROW WHEN NEW.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = NEW.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (NEW.user_id, 'task_delegations', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
CREATE TRIGGER trev_task_delegations_del AFTER DELETE ON task_delegations FOR EACH ROW WHEN OLD.user_id IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) BEGIN INSERT INTO owner_table_revisions (user_id, tbl, revision) VALUES (OLD.user_id, 'task_delegations', 1) ON CONFLICT(user_id, tbl) DO UPDATE SET revision = revision + 1; END;
--> statement-breakpoint
-- A workflow's progress is computed from its steps (its tasks), never typed: every change to a step's
-- completion or workflow recomputes the workflows it touches (core/workflows/progress.ts says the same rule
-- in TypeScript, and a test checks both agree).
CREATE TRIGGER wf_progress_task_ins AFTER INSERT ON tasks FOR EACH ROW WHEN NEW.workflow_id IS NOT NULL BEGIN
  UPDATE workflows SET
    progress = (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE CAST(round(100.0 * sum(t.completed) / count(*)) AS integer) END FROM tasks t WHERE t.workflow_id = workflows.id),
    status = CASE
      WHEN status = 'active' AND EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0) THEN 'completed'
      WHEN status = 'completed' AND (NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) OR EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0)) THEN 'active'
      ELSE status END
  WHERE id IN (NEW.workflow_id);
END;
--> statement-breakpoint
CREATE TRIGGER wf_progress_task_upd AFTER UPDATE OF completed, workflow_id ON tasks FOR EACH ROW WHEN NEW.workflow_id IS NOT NULL OR OLD.workflow_id IS NOT NULL BEGIN
  UPDATE workflows SET
    progress = (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE CAST(round(100.0 * sum(t.completed) / count(*)) AS integer) END FROM tasks t WHERE t.workflow_id = workflows.id),
    status = CASE
      WHEN status = 'active' AND EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0) THEN 'completed'
      WHEN status = 'completed' AND (NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) OR EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0)) THEN 'active'
      ELSE status END
  WHERE id IN (NEW.workflow_id, OLD.workflow_id);
END;
--> statement-breakpoint
CREATE TRIGGER wf_progress_task_del AFTER DELETE ON tasks FOR EACH ROW WHEN OLD.workflow_id IS NOT NULL BEGIN
  UPDATE workflows SET
    progress = (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE CAST(round(100.0 * sum(t.completed) / count(*)) AS integer) END FROM tasks t WHERE t.workflow_id = workflows.id),
    status = CASE
      WHEN status = 'active' AND EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0) THEN 'completed'
      WHEN status = 'completed' AND (NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) OR EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0)) THEN 'active'
      ELSE status END
  WHERE id IN (OLD.workflow_id);
END;
--> statement-breakpoint
-- Progress typed before this version is replaced by what the steps say (no steps: 0).
UPDATE workflows SET
    progress = (SELECT CASE WHEN count(*) = 0 THEN 0 ELSE CAST(round(100.0 * sum(t.completed) / count(*)) AS integer) END FROM tasks t WHERE t.workflow_id = workflows.id),
    status = CASE
      WHEN status = 'active' AND EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0) THEN 'completed'
      WHEN status = 'completed' AND (NOT EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id) OR EXISTS (SELECT 1 FROM tasks t WHERE t.workflow_id = workflows.id AND t.completed = 0)) THEN 'active'
      ELSE status END
  WHERE id IN (SELECT id FROM workflows);
