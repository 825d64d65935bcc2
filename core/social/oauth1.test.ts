import { describe, expect, it } from "vitest";
import { oauth1Header, oauth1Signature } from "./oauth1";

describe("OAuth 1.0a signing", () => {
  it("gives the signature of X's documented example request", () => {
    const signature = oauth1Signature(
      "POST",
      "https://api.twitter.com/1.1/statuses/update.json?include_entities=true",
      {
        status: "Hello Ladies + Gentlemen, a signed OAuth request!",
        oauth_consumer_key: "xvz1evFS4wEEPTGEFPHBog",
        oauth_nonce: "kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg",
        oauth_signature_method: "HMAC-SHA1",
        oauth_timestamp: "1318622958",
        oauth_token: "370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb",
        oauth_version: "1.0",
      },
      "kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw",
      "LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE",
    );
    expect(signature).toBe("hCtSmYh+iHYCEqBWrE7C7hYmtUk=");
  });

  it("writes the header with every oauth parameter, encoded", () => {
    const header = oauth1Header(
      "POST",
      "https://api.x.com/2/tweets",
      { consumerKey: "ck", consumerSecret: "cs", token: "t", tokenSecret: "ts" },
      { nonce: "n", timestamp: 1 },
    );
    expect(header).toMatch(
      /^OAuth oauth_consumer_key="ck", oauth_nonce="n", oauth_signature="[^"]+", oauth_signature_method="HMAC-SHA1", oauth_timestamp="1", oauth_token="t", oauth_version="1.0"$/,
    );
  });
});
