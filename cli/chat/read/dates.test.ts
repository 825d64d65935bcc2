import { describe, expect, it } from "vitest";
import { readDates, type DateMention } from "./dates";

// Monday 30 November 2026, 09:30 in Los Angeles.
const NOW = new Date("2026-11-30T09:30:00-08:00");
const TZ = "America/Los_Angeles";
const read = (text: string, prefer?: "future" | "past") => readDates(text, { now: NOW, timeZone: TZ, prefer });
const one = (text: string, prefer?: "future" | "past"): Omit<DateMention, "index" | "end" | "text"> => {
  const found = read(text, prefer);
  expect(found, text).toHaveLength(1);
  const { index: _i, end: _e, text: _t, ...rest } = found[0];
  return rest;
};

describe("readDates: forward-looking phrasings (Monday 2026-11-30)", () => {
  it.each<[string, Omit<DateMention, "index" | "end" | "text">]>([
    ["today", { date: "2026-11-30" }],
    ["tomorrow", { date: "2026-12-01" }],
    ["yesterday", { date: "2026-11-29" }],
    ["this morning", { date: "2026-11-30" }],
    ["this afternoon", { date: "2026-11-30" }],
    ["friday", { date: "2026-12-04" }],
    ["Friday", { date: "2026-12-04" }],
    ["fri", { date: "2026-12-04" }],
    ["this friday", { date: "2026-12-04" }],
    ["next friday", { date: "2026-12-11" }],
    ["coming friday", { date: "2026-12-04" }],
    ["last friday", { date: "2026-11-27" }],
    ["monday", { date: "2026-12-07" }],
    ["this monday", { date: "2026-11-30" }],
    ["monday after next", { date: "2026-12-14" }],
    ["friday after next", { date: "2026-12-11" }],
    ["next sat", { date: "2026-12-12" }],
    ["the 3rd", { date: "2026-12-03" }],
    ["the 30th", { date: "2026-11-30" }],
    ["the 12th", { date: "2026-12-12" }],
    ["the 1st of next month", { date: "2026-12-01" }],
    ["first of the month", { date: "2026-12-01" }],
    ["first of next month", { date: "2026-12-01" }],
    ["first of the year", { date: "2027-01-01" }],
    ["the last day of the month", { date: "2026-11-30" }],
    ["next week", { date: "2026-12-07", until: "2026-12-13" }],
    ["this weekend", { date: "2026-12-05", until: "2026-12-06" }],
    ["next weekend", { date: "2026-12-12", until: "2026-12-13" }],
    ["next month", { date: "2026-12-01", until: "2026-12-31" }],
    ["next year", { date: "2027-01-01", until: "2027-12-31" }],
    ["end of month", { date: "2026-11-30" }],
    ["end of the month", { date: "2026-11-30" }],
    ["EOM", { date: "2026-11-30" }],
    ["eom", { date: "2026-11-30" }],
    ["end of next month", { date: "2026-12-31" }],
    ["end of the week", { date: "2026-12-04" }],
    ["eow", { date: "2026-12-04" }],
    ["end of the year", { date: "2026-12-31" }],
    ["in 2 weeks", { date: "2026-12-14" }],
    ["in 3 days", { date: "2026-12-03" }],
    ["2 days ago", { date: "2026-11-28" }],
    ["dec 15", { date: "2026-12-15" }],
    ["15 dec", { date: "2026-12-15" }],
    ["december 15th", { date: "2026-12-15" }],
    ["Dec 15, 2027", { date: "2027-12-15" }],
    ["12/15", { date: "2026-12-15" }],
    ["12/15/2026", { date: "2026-12-15" }],
    ["1/15", { date: "2027-01-15" }],
    ["jan 1", { date: "2027-01-01" }],
    ["nov 30", { date: "2026-11-30" }],
    ["2026-12-24", { date: "2026-12-24" }],
    ["tomorrow at 9", { date: "2026-12-01", time: "09:00" }],
    ["tomorrow at 3", { date: "2026-12-01", time: "15:00" }],
    ["tomorrow at 9pm", { date: "2026-12-01", time: "21:00" }],
    ["tomorrow 10:30", { date: "2026-12-01", time: "10:30" }],
    ["fri 11am", { date: "2026-12-04", time: "11:00" }],
    ["friday at 2:30pm", { date: "2026-12-04", time: "14:30" }],
    ["dec 15 at 10am", { date: "2026-12-15", time: "10:00" }],
    ["tonight", { date: "2026-11-30", time: "20:00" }],
    ["tonight 8pm", { date: "2026-11-30", time: "20:00" }],
    ["tonight at 9", { date: "2026-11-30", time: "21:00" }],
    ["this evening", { date: "2026-11-30", time: "20:00" }],
    ["noon", { date: "2026-11-30", time: "12:00" }],
    ["at 9", { date: "2026-11-30", time: "09:00" }],
    ["at 5", { date: "2026-11-30", time: "17:00" }],
    ["9am", { date: "2026-11-30", time: "09:00" }],
    ["11:30", { date: "2026-11-30", time: "11:30" }],
    ["eod", { date: "2026-11-30", time: "17:00" }],
    ["end of day", { date: "2026-11-30", time: "17:00" }],
    ["cob", { date: "2026-11-30", time: "17:00" }],
    ["tomorrow eod", { date: "2026-12-01", time: "17:00" }],
    ["friday eod", { date: "2026-12-04", time: "17:00" }],
  ])("%s", (text, expected) => {
    expect(one(text)).toStrictEqual(expected);
  });
});

describe("readDates: spans in a sentence", () => {
  it("gives index and end so the caller can mask the mention", () => {
    const text = "call acme friday at 3 about the logo";
    const [m] = read(text);
    expect(m).toStrictEqual({ index: 10, end: 21, text: "friday at 3", date: "2026-12-04", time: "15:00" });
    expect(text.slice(m.index, m.end)).toBe(m.text);
  });

  it("starts 'on friday' and 'on the 12th' at the date words", () => {
    expect(read("remind me on friday")[0]).toMatchObject({ text: "friday", index: 13, end: 19 });
    expect(read("pay on the 12th")[0]).toMatchObject({ text: "the 12th", index: 7, end: 15 });
  });

  it("reads two dates in one sentence", () => {
    const found = read("invoice acme dec 1 and remind them dec 15");
    expect(found.map((f) => [f.text, f.date])).toStrictEqual([
      ["dec 1", "2026-12-01"],
      ["dec 15", "2026-12-15"],
    ]);
  });

  it("reads a range of dates with its end", () => {
    expect(one("from dec 1 to dec 5")).toStrictEqual({ date: "2026-12-01", until: "2026-12-05" });
  });
});

describe("readDates: prefer past, for a payment's date", () => {
  it.each<[string, string]>([
    ["acme paid friday", "2026-11-27"],
    ["paid on monday", "2026-11-23"],
    ["paid on the 12th", "2026-11-12"],
    ["paid the 30th", "2026-11-30"],
    ["paid dec 15", "2025-12-15"],
    ["paid 11/3", "2026-11-03"],
    ["got it yesterday", "2026-11-29"],
    ["paid last friday", "2026-11-27"],
    ["first of the year", "2026-01-01"],
  ])("%s", (text, date) => {
    expect(read(text, "past").map((m) => m.date)).toStrictEqual([date]);
  });

  it("still reads words that say which way as written", () => {
    expect(read("next week", "past")[0].date).toBe("2026-12-07");
    expect(read("tomorrow", "past")[0].date).toBe("2026-12-01");
  });
});

describe("readDates: weekday names on their own day", () => {
  // Friday 2026-12-04.
  const friday = new Date("2026-12-04T10:00:00-08:00");
  const on = (text: string, prefer?: "future" | "past") =>
    readDates(text, { now: friday, timeZone: TZ, prefer })[0]?.date;
  it("'friday' said on a Friday is a week away; 'this friday' is today", () => {
    expect(on("friday")).toBe("2026-12-11");
    expect(on("this friday")).toBe("2026-12-04");
    expect(on("friday", "past")).toBe("2026-11-27");
    expect(on("this weekend")).toBe("2026-12-05");
  });

  it("'this weekend' said on a Sunday is today, until today", () => {
    const sunday = new Date("2026-12-06T10:00:00-08:00");
    expect(readDates("this weekend", { now: sunday, timeZone: TZ })[0]).toMatchObject({ date: "2026-12-06" });
  });
});

describe("readDates: not dates", () => {
  it.each([
    "asap",
    "invoice 2054",
    "INV-2054",
    "#2054",
    "$600",
    "600 bucks",
    "net 30",
    "2 hours",
    "log 2 hours for acme",
    "45 min",
    "5 page site",
    "3 quick wins",
    "3 instalments",
    "invoice tom 250",
    "the 3rd invoice",
    "the first one",
    "3rd reminder",
    "may i invoice acme",
    "sat with acme",
    "q3",
    "2025",
    "30%",
    "pay 1/2 of it",
    "quote 14",
    "call 555-123-4567",
  ])("%s", (text) => {
    expect(read(text)).toStrictEqual([]);
  });
});

describe("readDates: calendar edges", () => {
  it("near a month end: the 31st and end of month on Jan 31", () => {
    const jan31 = new Date("2027-01-31T12:00:00-08:00");
    const at = (text: string) => readDates(text, { now: jan31, timeZone: TZ })[0];
    expect(at("tomorrow").date).toBe("2027-02-01");
    expect(at("end of month").date).toBe("2027-01-31");
    expect(at("end of next month").date).toBe("2027-02-28");
    // February has no 30th: the next 30th is in March.
    expect(at("the 30th").date).toBe("2027-03-30");
    expect(at("next month")).toMatchObject({ date: "2027-02-01", until: "2027-02-28" });
  });

  it("across a time zone boundary: 06:30 UTC on Dec 1 is still Nov 30 in Los Angeles", () => {
    const now = new Date("2026-12-01T06:30:00Z");
    expect(readDates("tomorrow", { now, timeZone: TZ })[0].date).toBe("2026-12-01");
    expect(readDates("today", { now, timeZone: TZ })[0].date).toBe("2026-11-30");
    expect(readDates("tomorrow", { now, timeZone: "Europe/Paris" })[0].date).toBe("2026-12-02");
    expect(readDates("end of month", { now, timeZone: TZ })[0].date).toBe("2026-11-30");
  });

  it("is deterministic for the same now", () => {
    expect(read("friday at 3 and dec 15")).toStrictEqual(read("friday at 3 and dec 15"));
  });
});
