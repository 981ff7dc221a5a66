import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErpError } from "../erp/contract";
import { type FakeCepAddress, startFakeCepAddress } from "../testing/fake-cep-address";
import { viaCepLookup } from "./cep-address";

// The CEP service's adapter (issue 56) against a local fake written from ViaCEP's public documentation:
// a known CEP, one it answers `{"erro": true}` for, a service down and one too slow. No request leaves the
// machine.

let fake: FakeCepAddress;
beforeAll(async () => {
  fake = await startFakeCepAddress();
});
afterAll(async () => {
  await fake.close();
});

describe("the ViaCEP-compatible CEP service", () => {
  it("reads a known CEP's street, bairro, town and state", async () => {
    const found = await viaCepLookup({ allowPrivateAddresses: true, url: fake.url }).find("29100001");
    expect(found).toEqual({ street: "Rua das Palmeiras", district: "Centro", city: "Vila Velha", uf: "ES" });
    // A trailing slash in the console's address asks the same path.
    expect(
      await viaCepLookup({ allowPrivateAddresses: true, url: `${fake.url}/` }).find("29100002"),
    ).toMatchObject({
      street: "Avenida Beira Mar",
    });
    expect(fake.asked.slice(-2)).toEqual(["29100001", "29100002"]);
  });

  it('finds nothing for a CEP the service does not know ({"erro": true}) or one not of eight digits', async () => {
    const lookup = viaCepLookup({ allowPrivateAddresses: true, url: fake.url });
    expect(await lookup.find("01310100")).toBeUndefined();
    const before = fake.asked.length;
    expect(await lookup.find("2910")).toBeUndefined();
    // Not even asked: only eight digits go out.
    expect(fake.asked.length).toBe(before);
  });

  it("throws when the service is down or slower than its bound, so the page goes on without it", async () => {
    fake.behaviour.down = true;
    try {
      await expect(
        viaCepLookup({ allowPrivateAddresses: true, url: fake.url }).find("29100001"),
      ).rejects.toThrow("HTTP 503");
    } finally {
      fake.behaviour.down = false;
    }
    fake.behaviour.delayMs = 500;
    try {
      const slow = viaCepLookup({ allowPrivateAddresses: true, url: fake.url, timeoutMs: 100 }).find(
        "29100001",
      );
      await expect(slow).rejects.toBeInstanceOf(ErpError);
      await expect(slow).rejects.toMatchObject({ failure: "timeout" });
    } finally {
      fake.behaviour.delayMs = 0;
    }
  });
});
