import { stripVTControlCharacters } from "node:util";
import { cleanup, render } from "ink-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatReply, ConfirmReply } from "../chat/types";
import { ChatView } from "./chat";

const ENTER = "\r";
const ESCAPE = "\u001B";
const CTRL_C = "\u0003";
const UP = "\u001B[A";
const BACKSPACE = "\u007F";

afterEach(() => cleanup());

/** Ink renders and subscribes to keys asynchronously; give it a moment between keys. */
const settle = (ms = 25) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string) {
  for (let waited = 0; waited < 2000; waited += 10) {
    if (check()) return;
    await settle(10);
  }
  throw new Error(`Timed out waiting for ${what}`);
}

function renderChat(onMessage: (text: string) => Promise<ChatReply>) {
  const onExit = vi.fn();
  const app = render(
    <ChatView greeting="Good morning, Sam." backendLabel="offline engine" onMessage={onMessage} onExit={onExit} />,
  );
  const screen = () => stripVTControlCharacters(app.lastFrame() ?? "");
  const press = async (...keys: string[]) => {
    for (const key of keys) {
      app.stdin.write(key);
      await settle();
    }
  };
  const shows = (text: string) => until(() => screen().includes(text), JSON.stringify(text));
  return { screen, press, shows, onExit };
}

const text = (t: string): ChatReply => ({ kind: "text", text: t });
const confirm = (question: string, run: () => Promise<ChatReply>): ConfirmReply => ({
  kind: "confirm",
  question,
  run,
  action: { op: "test", args: {} },
});

describe("ChatView", () => {
  it("shows the header and the greeting", async () => {
    const chat = renderChat(vi.fn());
    await chat.shows("Good morning, Sam.");
    expect(chat.screen()).toContain("Microteam chat · offline engine · type 'exit' to leave");
  });

  it("sends a line on Enter and shows the reply under it", async () => {
    const onMessage = vi.fn(async () => text("Acme Ltd owes you $2,400."));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("who owes me?", ENTER);
    await chat.shows("Acme Ltd owes you $2,400.");
    expect(onMessage).toHaveBeenCalledExactlyOnceWith("who owes me?");
    expect(chat.screen()).toContain("› who owes me?");
  });

  it("shows Thinking... and ignores typing until the reply comes", async () => {
    let answer: (reply: ChatReply) => void = () => {};
    const onMessage = vi.fn(() => new Promise<ChatReply>((resolve) => (answer = resolve)));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("status", ENTER);
    await chat.shows("Thinking...");
    await chat.press("x", ENTER);
    answer(text("Offline engine; data in ./data/microteam.db"));
    await chat.shows("Offline engine;");
    expect(chat.screen()).not.toContain("Thinking...");
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it("runs a confirmed change on y and Enter and shows its result", async () => {
    const run = vi.fn(async () => text("INV-1731 is marked paid."));
    const chat = renderChat(async () => confirm("Mark INV-1731 ($2,400, Acme Ltd) paid?", run));
    await settle();
    await chat.press("mark INV-1731 paid", ENTER);
    await chat.shows("Mark INV-1731 ($2,400, Acme Ltd) paid? [y/N]");
    await chat.press("y", ENTER);
    await chat.shows("INV-1731 is marked paid.");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('reads the whole answer: "yes" confirms once and "es" is never a new request', async () => {
    const run = vi.fn(async () => text("INV-1731 is marked paid."));
    const onMessage = vi.fn(async () => confirm("Mark INV-1731 paid?", run));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("mark INV-1731 paid", ENTER);
    await chat.shows("[y/N]");
    await chat.press("yes", ENTER);
    await chat.shows("INV-1731 is marked paid.");
    expect(run).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(chat.screen()).not.toContain("› es");
  });

  it("cancels on any other answer and never runs the change", async () => {
    const run = vi.fn(async () => text("INV-1731 is marked paid."));
    const chat = renderChat(async () => confirm("Mark INV-1731 paid?", run));
    await settle();
    await chat.press("mark INV-1731 paid", ENTER);
    await chat.shows("[y/N]");
    await chat.press("yeah no", ENTER);
    await chat.shows("Cancelled. Nothing was changed.");
    expect(run).not.toHaveBeenCalled();
  });

  it("asks two changes of one message in turn, with what it said first", async () => {
    const invoice = vi.fn(async () => text("Created INV-1732."));
    const client = vi.fn(async () => text("Added Tom Baker."));
    const chat = renderChat(async () => ({
      ...confirm("Add Tom Baker to your clients?", client),
      preface: "Two changes:",
      next: confirm("Then create an invoice of $400.00 for Tom Baker?", invoice),
      nextNeedsThis: true,
    }));
    await settle();
    await chat.press("add client tom baker and invoice him 400", ENTER);
    await chat.shows("Two changes:");
    await chat.press("y", ENTER);
    await chat.shows("Then create an invoice of $400.00 for Tom Baker? [y/N]");
    expect(chat.screen()).toContain("Added Tom Baker.");
    await chat.press("n", ENTER);
    // qa13: the client was added, so "Nothing was changed" would be false.
    await chat.shows("Cancelled. Nothing more was changed.");
    expect(client).toHaveBeenCalledTimes(1);
    expect(invoice).not.toHaveBeenCalled();
  });

  it("lists every change of one message before the first is asked, and only then", async () => {
    const invoice = vi.fn(async () => text("Created INV-1732."));
    const send = vi.fn(async () => text("Emailed INV-1732."));
    const chat = renderChat(async () => ({
      ...confirm("Create an invoice of $650.00 for Bluth Company, due Dec 13?", invoice),
      next: confirm("Then email it to Bluth Company <ap@bluth.test>?", send),
      nextNeedsThis: true,
    }));
    await settle();
    await chat.press("invoice bluth 650 and email it to them", ENTER);
    await chat.shows("due Dec 13? [y/N]");
    const screen = chat.screen();
    const list = screen.indexOf("This will make 2 changes, each asked in turn:");
    expect(list).toBeGreaterThan(-1);
    expect(screen.indexOf("2. Email it to Bluth Company <ap@bluth.test>")).toBeGreaterThan(list);
    expect(screen.indexOf("2. Email it to Bluth Company")).toBeLessThan(screen.indexOf("due Dec 13? [y/N]"));
    await chat.press("y", ENTER);
    await chat.shows("Then email it to Bluth Company <ap@bluth.test>? [y/N]");
    expect(chat.screen().match(/This will make 2 changes/g)).toHaveLength(1);
    expect(send).not.toHaveBeenCalled();
  });

  it("skips a change that needs the one declined", async () => {
    const invoice = vi.fn(async () => text("Created INV-1732."));
    const chat = renderChat(async () => ({
      ...confirm("Add Tom Baker to your clients?", vi.fn()),
      next: confirm("Then create an invoice of $400.00 for Tom Baker?", invoice),
      nextNeedsThis: true,
    }));
    await settle();
    await chat.press("add client tom baker and invoice him 400", ENTER);
    await chat.shows("[y/N]");
    await chat.press(ENTER);
    await chat.shows("skipped too");
    expect(chat.screen()).not.toContain("Then create an invoice");
    expect(invoice).not.toHaveBeenCalled();
  });

  it("writes errors with the word Error, from replies and from failures", async () => {
    const onMessage = vi
      .fn<(text: string) => Promise<ChatReply>>()
      .mockResolvedValueOnce({ kind: "error", text: "No invoice INV-9999." })
      .mockRejectedValueOnce(new Error("The server did not answer."));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("mark INV-9999 paid", ENTER);
    await chat.shows("Error: No invoice INV-9999.");
    await chat.press("clients", ENTER);
    await chat.shows("Error: The server did not answer.");
  });

  it("leaves on exit without sending it", async () => {
    const onMessage = vi.fn();
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("exit", ENTER);
    expect(chat.onExit).toHaveBeenCalledTimes(1);
    expect(onMessage).not.toHaveBeenCalled();
  });

  it.each([
    ["Escape", ESCAPE, undefined],
    ["Ctrl+C", CTRL_C, "interrupt"],
  ])("leaves on %s", async (_name, key, reason) => {
    const chat = renderChat(vi.fn());
    await settle();
    await chat.press(key);
    await until(() => chat.onExit.mock.calls.length === 1, "onExit");
    // qa13: Ctrl+C is an interrupt (exit 130, as at every other question); Escape is a plain leave.
    expect(chat.onExit.mock.calls[0]).toEqual(reason ? [reason] : []);
  });

  it("turns line breaks in a paste into spaces instead of sending", async () => {
    const onMessage = vi.fn(async () => text("ok"));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("add task call\r\nthe bank\r");
    expect(onMessage).not.toHaveBeenCalled();
    await chat.press(ENTER);
    expect(onMessage).toHaveBeenCalledExactlyOnceWith("add task call the bank");
  });

  it("sends one line whose Enter arrived in the same read, and answers a question so", async () => {
    const change = vi.fn(async () => text("INV-1001 is paid."));
    const onMessage = vi.fn(async () => confirm("Mark INV-1001 paid?", change));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("1001 pd\r");
    await chat.shows("Mark INV-1001 paid? [y/N]");
    expect(onMessage).toHaveBeenCalledExactlyOnceWith("1001 pd");
    await chat.press("yes\r");
    await chat.shows("INV-1001 is paid.");
    expect(change).toHaveBeenCalledTimes(1);
  });

  it("edits with Backspace and recalls the last message with the up arrow", async () => {
    const onMessage = vi.fn(async () => text("ok"));
    const chat = renderChat(onMessage);
    await settle();
    await chat.press("tasjs", BACKSPACE, BACKSPACE, "ks", ENTER);
    expect(onMessage).toHaveBeenLastCalledWith("tasks");
    await chat.shows("ok");
    await chat.press(UP, ENTER);
    expect(onMessage).toHaveBeenCalledTimes(2);
    expect(onMessage).toHaveBeenLastCalledWith("tasks");
  });
});
