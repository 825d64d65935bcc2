// The terminal chat: the owner types a line, the assistant answers; a change is only made after a
// typed "y" or "yes" and Enter (the whole answer is read, so "yes" is never "y" then "es"). Two
// changes from one message are listed, then asked one after the other. The finished conversation goes into
// <Static> so a long chat is written once, not redrawn.

import { Box, Static, Text, useInput, type Key } from "ink";
import { useRef, useState } from "react";
import { partsList } from "../chat/parts";
import type { ChatReply, ConfirmReply } from "../chat/types";
import { isYes } from "../context";

export type ChatViewProps = {
  greeting: string;
  onMessage: (text: string) => Promise<ChatReply>;
  /** "interrupt" after Ctrl+C (the command then exits 130, as at any question); nothing after exit or Escape. */
  onExit: (reason?: "interrupt") => void;
  backendLabel: string;
};

/** One line of the conversation; `from` decides its look, and its text carries its meaning. */
type Line = { id: number; from: "header" | "owner" | "assistant" | "error"; text: string };

const EXIT_WORDS = new Set(["exit", "quit"]);
const CANCELLED = "Cancelled. Nothing was changed.";

export function ChatView({ greeting, onMessage, onExit, backendLabel }: ChatViewProps) {
  const [lines, setLines] = useState<Line[]>(() => [
    { id: 0, from: "header", text: `Microteam chat · ${backendLabel} · type 'exit' to leave` },
    { id: 1, from: "assistant", text: greeting },
  ]);
  const [draft, setDraft, readDraft] = useLiveState("");
  const [busy, setBusy, readBusy] = useLiveState(false);
  const [confirm, setConfirm, readConfirm] = useLiveState<ConfirmReply | null>(null);
  const lastSent = useRef("");
  /** A change of the current message already ran: a later "no" must not say nothing changed. */
  const changed = useRef(false);

  const say = (from: Line["from"], text: string) =>
    setLines((previous) => [...previous, { id: previous.length, from, text }]);

  /** `first`: the answer to a message, whose changes are all listed before the first is asked. */
  const show = (reply: ChatReply, first = false) => {
    if (reply.kind === "text") say("assistant", reply.text);
    else if (reply.kind === "error") say("error", asError(reply.text));
    else {
      if (reply.preface) say("assistant", reply.preface);
      const list = first ? partsList(reply) : undefined;
      if (list) say("assistant", list);
      say("assistant", `${reply.question} [y/N]`);
      setConfirm(reply);
    }
  };

  /** Waits for the reply with the input closed, so one answer is never interleaved with the next. */
  const awaitReply = async (pending: () => Promise<ChatReply>, first = false) => {
    setBusy(true);
    try {
      show(await pending(), first);
    } catch (error) {
      say("error", asError(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  const send = (text: string) => {
    const message = text.trim();
    setDraft("");
    if (!message) return;
    if (EXIT_WORDS.has(message.toLowerCase())) return onExit();
    lastSent.current = message;
    changed.current = false;
    say("owner", message);
    void awaitReply(() => onMessage(message), true);
  };

  /**
   * The typed line answers the question: only "y" or "yes" goes ahead (the default is no). A next
   * change of the same message is asked after this one's result; one that needs this one is skipped
   * when this one was declined.
   */
  const answer = (reply: ConfirmReply, line: string) => {
    setConfirm(null);
    setDraft("");
    const yes = isYes(line);
    say("owner", line.trim() || "(no)");
    const next = reply.next;
    if (yes) {
      void awaitReply(async () => {
        const result = await reply.run();
        changed.current = true;
        if (!next) return result;
        show(result);
        return next;
      });
      return;
    }
    if (!next) return say("assistant", changed.current ? "Cancelled. Nothing more was changed." : CANCELLED);
    if (reply.nextNeedsThis)
      return say("assistant", `${CANCELLED} (The next step needed this one, so it was skipped too.)`);
    say("assistant", "Skipped. Nothing was changed.");
    show(next);
  };

  useInput((input, key) => {
    if (key.ctrl && input === "c") return onExit("interrupt");
    if (key.escape) return onExit();
    if (readBusy()) return;
    const pendingConfirm = readConfirm();
    // One line and its Enter in one read (a fast typist, a script typing into the terminal, a loaded
    // machine): the line, then Enter. A paste with line breaks inside still only fills the draft.
    if (/^[^\r\n]+\r$/.test(input) && !key.ctrl && !key.meta) {
      const line = readDraft() + printable(input.slice(0, -1));
      return pendingConfirm ? answer(pendingConfirm, line) : send(line);
    }
    if (pendingConfirm && key.return) return answer(pendingConfirm, readDraft());
    if (!pendingConfirm && key.return) return send(readDraft());
    setDraft(editDraft(readDraft(), input, key, lastSent.current));
  });

  return (
    <Box flexDirection="column">
      <Static items={lines}>{(line) => <ChatLine key={line.id} line={line} />}</Static>
      {busy ? <Text dimColor>Thinking...</Text> : <Prompt draft={draft} answering={confirm !== null} />}
    </Box>
  );
}

function ChatLine({ line }: { line: Line }) {
  switch (line.from) {
    case "header":
      return <Text bold>{line.text}</Text>;
    case "owner":
      return <Text color="cyan">› {line.text}</Text>;
    case "error":
      return <Text color="red">{line.text}</Text>;
    case "assistant":
      return <Text>{line.text}</Text>;
  }
}

function Prompt({ draft, answering }: { draft: string; answering: boolean }) {
  return (
    <Text>
      <Text color="cyan">{answering ? "[y/N] › " : "› "}</Text>
      {draft}
      <Text inverse> </Text>
    </Text>
  );
}

/** The draft after one keypress: typing (or pasting), deleting, or recalling the last message. */
export function editDraft(draft: string, input: string, key: Key, lastSent: string): string {
  // Terminals send either code for the key marked Backspace; without a movable cursor both delete
  // the last character.
  if (key.backspace || key.delete) return Array.from(draft).slice(0, -1).join("");
  if (key.upArrow) return lastSent || draft;
  if (key.ctrl || key.meta || key.tab) return draft;
  return draft + printable(input);
}

/**
 * Typed or pasted text without control characters. A paste arrives as one input, line breaks
 * included; they become spaces, so only a deliberate Enter sends a message.
 */
function printable(input: string): string {
  return input.replace(/[\r\n]+/g, " ").replace(/\p{Cc}/gu, "");
}

/** Errors start with "Error:" in words, so the meaning does not rest on the red alone. */
function asError(text: string): string {
  return /^error:/i.test(text) ? text : `Error: ${text}`;
}

/**
 * State plus a reader of its latest value. Ink re-subscribes the input handler only after a render,
 * so keys arriving together (a paste ending in Enter, a fast double Enter) reach a handler created
 * before the previous key's update; they read the live value here instead of a stale one.
 */
function useLiveState<T>(initial: T): [T, (next: T) => void, () => T] {
  const [value, setValue] = useState(initial);
  const live = useRef(initial);
  const set = (next: T) => {
    live.current = next;
    setValue(() => next); // an updater, so a function-valued T is stored rather than called
  };
  return [value, set, () => live.current];
}
