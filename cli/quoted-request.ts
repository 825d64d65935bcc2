/**
 * `microteam "what should I work on?"`: a quoted request (a first word with a space in it) is one
 * chat turn, so `ask` goes before it. The value of `--as`, the only global option that takes one, is
 * not the request; nor is a quoted title after `task`, `client` or `invoice`.
 */
export function withAskForQuotedRequest(args: string[]): string[] {
  const first = args.findIndex((a, i) => !a.startsWith("-") && args[i - 1] !== "--as");
  if (first < 0 || !/\s/.test(args[first]) || ["task", "client", "invoice"].includes(args[first - 1] ?? "")) {
    return args;
  }
  return [...args.slice(0, first), "ask", ...args.slice(first)];
}
