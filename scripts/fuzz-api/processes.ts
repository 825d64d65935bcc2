import { spawn } from "node:child_process";
import net from "node:net";

export interface Started {
  stop(): void;
  /** What it printed, last lines first to read when it stopped answering. */
  output(): string;
  exited(): boolean;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts a child process and waits until its output says it is ready (60 s at most). */
export function startProcess(options: {
  command: string;
  args: string[];
  env: Record<string, string>;
  /** A line it prints when ready, or a check polled until it says so. */
  ready: RegExp | (() => Promise<boolean>);
}): Promise<Started> {
  const child = spawn(options.command, options.args, {
    env: { ...process.env, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${options.args.join(" ")} did not start within 60 s:\n${output}`));
    }, 60_000);
    const done = () => {
      clearTimeout(timer);
      resolve({
        stop,
        output: () => output.slice(-4000),
        exited: () => child.exitCode !== null || child.signalCode !== null,
      });
    };
    const ready = options.ready;
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready instanceof RegExp && ready.test(output)) done();
    };
    if (typeof ready === "function") {
      const poll = () =>
        ready().then(
          (yes) => (yes ? done() : setTimeout(poll, 250)),
          () => setTimeout(poll, 250),
        );
      void poll();
    }
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.args.join(" ")} exited (${code}):\n${output}`));
    });
  });
}
