import { describe, expect, it } from "vitest";
import { readDurations } from "./durations";

describe("readDurations", () => {
  it.each<[string, number]>([
    ["45 min", 45],
    ["45 mins", 45],
    ["45m", 45],
    ["45 minutes", 45],
    ["90 minutes", 90],
    ["2h", 120],
    ["2 hrs", 120],
    ["2 hours", 120],
    ["1 hour", 60],
    ["an hour", 60],
    ["1h30m", 90],
    ["1h30", 90],
    ["1h 30", 90],
    ["2 hours 15 minutes", 135],
    ["1 hr and 20 min", 80],
    ["1.5 hours", 90],
    ["1,5 hours", 90],
    ["0.25h", 15],
    ["an hour and a half", 90],
    ["one and a half hours", 90],
    ["2 and a half hours", 150],
    ["half an hour", 30],
    ["a half hour", 30],
    ["a quarter of an hour", 15],
    ["three quarters of an hour", 45],
    ["two hours", 120],
    ["from 9 to 11", 120],
    ["9-11am", 120],
    ["9:30 to 11", 90],
    ["9:30-11:15", 105],
    ["between 2 and 4pm", 120],
    ["9am-5pm", 480],
    ["9am to 5pm", 480],
    ["11-1pm", 120],
    ["from 2 to 4", 120],
    ["10pm to 1am", 180],
  ])("%s", (text, minutes) => {
    const found = readDurations(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ text, index: 0, end: text.length, minutes });
  });

  it("gives the span in a sentence", () => {
    const text = "log 2 hours for acme: design review";
    expect(readDurations(text)).toStrictEqual([{ index: 4, end: 11, text: "2 hours", minutes: 120 }]);
    expect(readDurations("worked on acme from 9 to 11 today")).toStrictEqual([
      { index: 15, end: 27, text: "from 9 to 11", minutes: 120 },
    ]);
  });

  it.each([
    "all morning",
    "a while",
    "$5m",
    "9-11",
    "score 3-2",
    "12/15",
    "net 30",
    "5 page site",
    "2 days",
    "$600",
    "at 9",
    "3 hourly rates",
  ])("not a duration: %s", (text) => {
    expect(readDurations(text)).toStrictEqual([]);
  });
});

describe("words that only look like durations", () => {
  it('reads no duration in "who am i" or "i am done"', () => {
    expect(readDurations("who am i")).toEqual([]);
    expect(readDurations("i am done")).toEqual([]);
    expect(readDurations("an hour").map((d) => d.minutes)).toEqual([60]);
  });
});
