import { describe, expect, it } from "vitest";
import { withAskForQuotedRequest } from "./quoted-request";

describe("a quoted request on the command line", () => {
  it("is asked as one chat turn, after global options and their values", () => {
    expect(withAskForQuotedRequest(["who owes me money?"])).toEqual(["ask", "who owes me money?"]);
    expect(withAskForQuotedRequest(["--json", "who owes me?"])).toEqual(["--json", "ask", "who owes me?"]);
    // qa10 F13: the owner's email after --as is not the request.
    expect(withAskForQuotedRequest(["--as", "demo@microteam.local", "who owes me money?"])).toEqual([
      "--as",
      "demo@microteam.local",
      "ask",
      "who owes me money?",
    ]);
  });

  it("leaves commands and quoted titles alone", () => {
    expect(withAskForQuotedRequest(["focus", "--json"])).toEqual(["focus", "--json"]);
    expect(withAskForQuotedRequest(["task", "Call the bank"])).toEqual(["task", "Call the bank"]);
    expect(withAskForQuotedRequest(["--as", "a@b.c", "focus"])).toEqual(["--as", "a@b.c", "focus"]);
  });
});
