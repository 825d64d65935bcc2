// `microteam serve`: the web app and API server on this computer.
import type { Command } from "commander";
import { examples } from "../help";
import { host, port } from "../parse-options";
import type { Act } from "../act";

export function addServeCommand(program: Command, act: Act) {
  program
    .command("serve")
    .description("start the web app and API server on this computer (127.0.0.1:5000 unless told)")
    .option("--port <port>", "port to listen on (default PORT, else 5000)", port)
    .option("--host <host>", "interface to listen on (default HOST, else 127.0.0.1; 0.0.0.0 for every interface)", host)
    .addHelpText(
      "after",
      examples(
        "microteam serve",
        "microteam serve --port 8080",
        "microteam serve --host 0.0.0.0   # reachable from other machines: put HTTPS in front",
      ),
    )
    .action(
      act(async (ctx, opts) => {
        if (opts.port !== undefined) process.env.PORT = String(opts.port);
        if (opts.host !== undefined) process.env.HOST = String(opts.host);
        // The server runs until stopped; a bad PORT or HOST in the environment is one line, not a stack.
        await import("@server/main");
      }),
    );
}
