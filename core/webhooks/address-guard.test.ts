import { describe, expect, it } from "vitest";
import { checkWebhookUrl, guardedLookup, isPublicAddress } from "./address-guard";

const strict = { allowPrivateNetworks: false, requireHttps: true };

describe("the webhook address guard", () => {
  it("tells public addresses from the server's own networks", () => {
    for (const ip of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPublicAddress(ip), ip).toBe(true);
    for (const ip of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.1.1",
      "0.0.0.0",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "::ffff:127.0.0.1",
      // IPv4-compatible IPv6 (::/96, deprecated by RFC 4291): refused whatever it embeds (QA 255 F6).
      "::7f00:1",
      "::a00:1",
      "::808:808",
      "not-an-ip",
    ])
      expect(isPublicAddress(ip), ip).toBe(false);
  });

  it("refuses a name that resolves to a private address, and accepts one that resolves publicly", async () => {
    const resolve = async (host: string) =>
      host === "rebind.example.com" ? ["93.184.216.34", "10.0.0.7"] : ["93.184.216.34"];
    await expect(checkWebhookUrl("https://rebind.example.com/x", strict, resolve)).rejects.toMatchObject({
      fields: { url: "rebind.example.com points at 10.0.0.7, a private or local address; use a public one" },
    });
    await expect(checkWebhookUrl("https://hooks.example.com/x", strict, resolve)).resolves.toBe(
      "https://hooks.example.com/x",
    );
    await expect(
      checkWebhookUrl("https://nowhere.example.com/x", strict, async () => {
        throw new Error("ENOTFOUND");
      }),
    ).rejects.toMatchObject({ fields: { url: "nowhere.example.com could not be found; check the address" } });
  });

  it("lets the operator allow private networks and plain http", async () => {
    await expect(
      checkWebhookUrl("http://10.0.0.5:8080/hook", { allowPrivateNetworks: true, requireHttps: false }),
    ).resolves.toBe("http://10.0.0.5:8080/hook");
  });

  it("refuses at connection time a name that resolves to loopback", async () => {
    const lookup = guardedLookup({ allowPrivateNetworks: false });
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup("localhost", { all: true }, (e) => resolve(e)),
    );
    expect(error?.code).toBe("EPRIVATEADDRESS");
    const allowed = await new Promise<unknown>((resolve) =>
      guardedLookup({ allowPrivateNetworks: true })("localhost", {}, (_e, address) => resolve(address)),
    );
    expect(["127.0.0.1", "::1"]).toContain(allowed);
  });
});
