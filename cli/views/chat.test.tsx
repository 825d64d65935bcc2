import { stripVTControlCharacters } from "node:util";
import { cleanup, render } from "ink-testing-library";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChatReply } from "../chat/types";
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

  it("runs a confirmed change on y and shows its result", async () => {
    const run = vi.fn(async () => text("INV-1731 is marked paid."));
    const chat = renderChat(async () => ({ kind: "confirm", question: "Mark INV-1731 ($2,400, Acme Ltd) paid?", run }));
    await settle();
    await chat.press("mark INV-1731 paid", ENTER);
    await chat.shows("Mark INV-1731 ($2,400, Acme Ltd) paid? [y/N]");
    await chat.press("y");
    await chat.shows("INV-1731 is marked paid.");
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("cancels on any other key and never runs the change", async () => {
    const run = vi.fn(async () => text("INV-1731 is marked paid."));
    const chat = renderChat(async () => ({ kind: "confirm", question: "Mark INV-1731 paid?", run }));
    await settle();
    await chat.press("mark INV-1731 paid", ENTER);
    await chat.shows("[y/N]");
    await chat.press("n");
    await chat.shows("Cancelled. Nothing was changed.");
    await chat.press("y", ENTER); // a late "y" is just typing now
    expect(run).not.toHaveBeenCalled();
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
    ["Escape", ESCAPE],
    ["Ctrl+C", CTRL_C],
  ])("leaves on %s", async (_name, key) => {
    const chat = renderChat(vi.fn());
    await settle();
    await chat.press(key);
    await until(() => chat.onExit.mock.calls.length === 1, "onExit");
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
