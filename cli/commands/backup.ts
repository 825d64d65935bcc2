// `microteam backup` and `restore`: the database in one file and back (cli/operations/backup.ts).
import type { Command } from "commander";
import { examples } from "../help";
import type { Act } from "../act";

export function addBackupCommands(program: Command, act: Act) {
  program
    .command("backup <file>")
    .description("copy the database (and its app secret) into FILE (- for standard output); safe while the server runs")
    .addHelpText(
      "after",
      examples(
        "microteam backup backups/microteam-$(date +%F).db",
        "microteam backup - | gpg --symmetric > microteam.db.gpg",
      ),
    )
    .action(
      act(async (ctx, _opts, [file]) => {
        const { backup } = await import("../operations/backup");
        await backup(ctx, file);
      }),
    );
  program
    .command("restore <file>")
    .description(
      "replace the database with a backup made by `microteam backup` (- reads standard input; stop the server first)",
    )
    .addHelpText(
      "after",
      examples(
        "microteam restore backups/microteam-2026-11-21.db",
        "gpg --decrypt microteam.db.gpg | microteam restore - --yes",
      ),
    )
    .action(
      act(async (ctx, _opts, [file]) => {
        const { restore } = await import("../operations/backup");
        await restore(ctx, file);
      }),
    );
}
