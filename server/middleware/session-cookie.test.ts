import { parse } from "hono/utils/cookie";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE, sessionCookie } from "./auth";

describe("sessionCookie", () => {
  it("reads the session cookie as a cookie parser does, wherever it sits in the header", () => {
    const headers = [
      "mt_session=abc_DEF-123",
      "_ga=GA1.2.3; mt_session=abc_DEF-123; theme=dark",
      "xmt_session=wrong; mt_session=right",
      "mt_session_old=wrong;mt_session=right",
      'mt_session="quoted"',
      "mt_session=a%2Fb",
      "theme=dark",
      "mt_session=",
      "  mt_session =x",
    ];
    for (const header of headers) {
      expect(sessionCookie(header), header).toBe(parse(header, SESSION_COOKIE)[SESSION_COOKIE] || null);
    }
  });
});
