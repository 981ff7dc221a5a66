import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { createSubscriberDesk } from "../erp/desk";
import { createIxcAdapter } from "../erp/ixc";
import { createFieldCipher } from "../field-cipher";
import {
  FORM_RENDERS,
  SUBSCRIBER_LOOKUPS_PER_ADDRESS,
  SUBSCRIBER_LOOKUPS_PER_DOCUMENT,
} from "../http/rate-limits";
import { RenderLimit } from "../http/render-limit";
import { createSignUpPages } from "../http/sign-up-pages";
import { TokenBuckets } from "../http/token-buckets";
import { SIGN_UPS_PER_HOUR } from "../services/sign-up-journey";
import { saveSignUpDraft } from "../services/sign-ups";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../testing/fake-ixc";
import { createTestServer, memoryLogger, type TestServer } from "../testing/test-server";

// Issue 66 (the hostile probe of 2026-11-28), point 2: a flood from many addresses slows only itself.
// M-FORMS (the forms' lane, fair by address), M-CEILING (the desk's ceiling with room kept for addresses
// that tried nothing) and the sign-up's hourly limit before its photos are read.

let server: TestServer | undefined;
let fake: FakeIxc | undefined;
afterEach(async () => {
  await server?.close();
  await fake?.close();
  server = undefined;
  fake = undefined;
});

/** A render that holds its slot until `release()`. */
function heldRenders() {
  let open: () => void = () => {};
  let gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    task: (name: string, order: string[]) => async () => {
      await gate;
      order.push(name);
      return name;
    },
    release: () => {
      open();
      gate = Promise.resolve();
    },
  };
}

describe("the forms' lane under a flood from many addresses (M-FORMS)", () => {
  /** The flood's addresses have each posted a moment ago; then they fill the lane's queue. */
  async function flooded(lane: RenderLimit) {
    const order: string[] = [];
    const pool = Array.from({ length: 20 }, (_, i) => `198.18.0.${i + 1}`);
    for (const address of pool) await lane.run(async () => "earlier", address);
    const held = heldRenders();
    const flood = pool.flatMap((address) => [
      lane.run(held.task(`flood ${address}`, order), address),
      lane.run(held.task(`flood ${address}`, order), address),
    ]);
    return { order, held, flood };
  }

  it("serves a visitor from a new address ahead of the flood, where a first-come queue refused it", async () => {
    const fair = new RenderLimit({ ...FORM_RENDERS, timeShare: 1, shareOfBusyTime: false });
    const { order, held, flood } = await flooded(fair);
    expect(fair.load).toEqual({ running: 1, queued: FORM_RENDERS.maxQueue });
    const visitor = fair.run(held.task("visitor", order), "203.0.113.7");
    held.release();
    expect(await visitor).toBe("visitor");
    // One flood render had the slot when the visitor came; the visitor's was the next.
    expect(order.indexOf("visitor")).toBe(1);
    const answers = await Promise.all(flood);
    // The flood's 40 posts: one ran, the queue held 32, 7 found it full, and its latest waiter gave its
    // place up to the visitor (the 503 it would have got a moment later).
    expect(answers.filter((answer) => typeof answer === "object")).toHaveLength(40 - 1 - 32 + 1);

    // The same flood in a lane without fair queuing: the visitor's form is the one refused.
    const plain = new RenderLimit({ ...FORM_RENDERS, timeShare: 1, shareOfBusyTime: false, recentMs: 0 });
    const before = await flooded(plain);
    expect(await plain.run(before.held.task("visitor", before.order), "203.0.113.7")).toEqual({
      refused: "busy",
    });
    before.held.release();
    await Promise.all(before.flood);
  });
});

describe("the desk's ceiling under a flood of made-up CPFs from many addresses (M-CEILING)", () => {
  /** A CPF with valid check digits from `seed` (the desk refuses an invalid one before any limit). */
  const madeUpCpf = (seed: number) => {
    const digits = String(100_000_000 + seed * 7919)
      .slice(0, 9)
      .split("")
      .map(Number);
    for (const length of [9, 10]) {
      const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
      digits.push(((sum * 10) % 11) % 10);
    }
    return digits.join("");
  };

  it("keeps room for a subscriber from an address that tried nothing, and the ERP's calls bounded", async () => {
    server = await createTestServer({ seed: false });
    fake = await startFakeIxc();
    // The app's wiring for a ceiling of 8 a minute: 4 shared by every address, 4 kept for untried ones;
    // the minutes pass on the test's clock.
    let clock = Date.now();
    const now = () => clock;
    const ceiling = (capacity: number) =>
      new TokenBuckets({ capacity, perSecond: capacity / 60, maxKeys: 1, now });
    const desk = createSubscriberDesk({
      now,
      erp: createIxcAdapter({ allowPrivateAddresses: true, url: fake.url, token: FAKE_IXC_TOKEN }),
      db: server.database.db,
      cipher: createFieldCipher(randomBytes(32)),
      logger: memoryLogger().logger,
      limits: {
        byAddress: new TokenBuckets({ ...SUBSCRIBER_LOOKUPS_PER_ADDRESS, now }),
        byDocument: new TokenBuckets({ ...SUBSCRIBER_LOOKUPS_PER_DOCUMENT, now }),
        site: ceiling(4),
        reserved: ceiling(4),
      },
    });
    // The flood: made-up CPFs from 40 addresses, round and round. Its first minute, every address new,
    // spends the whole ceiling; each address's miss marks it.
    const pool = Array.from({ length: 40 }, (_, i) => `198.18.1.${i + 1}`);
    const flood = async (count: number, from: number) => {
      const kinds: string[] = [];
      for (let i = from; i < from + count; i += 1) {
        const address = pool[i % pool.length]!;
        kinds.push((await desk.identify({ document: madeUpCpf(i), birthDate: "1990-01-01" }, address)).kind);
      }
      return kinds;
    };
    const first = await flood(40, 0);
    expect(first.filter((kind) => kind === "not_found")).toHaveLength(8);
    // A minute on, it goes on from the same addresses: only the shared half's refill reaches the ERP.
    clock += 60_000;
    const next = await flood(160, 40);
    expect(next.filter((kind) => kind === "not_found")).toHaveLength(4);
    expect(next.filter((kind) => kind === "limited")).toHaveLength(156);
    const lookupsByFlood = fake.state.calls.filter((call) => call.table === "cliente").length;

    // The flood goes on from the addresses it already used; a subscriber comes from their own.
    expect(desk.isLimited("198.18.1.1")).toBe(true);
    expect(desk.isLimited("203.0.113.50")).toBe(false);
    const rightful = await desk.identify(
      { document: "529.982.247-25", birthDate: "1985-03-14" },
      "203.0.113.50",
    );
    expect(rightful.kind).toBe("found");
    // Found: the address stays untried, and the subscriber's next lookup has room too.
    expect(desk.isLimited("203.0.113.50")).toBe(false);
    for (const address of pool.slice(0, 5))
      expect((await desk.identify({ document: madeUpCpf(999), birthDate: "1990-01-01" }, address)).kind).toBe(
        "limited",
      );
    // The flood asked the ERP once per lookup that passed: the ceiling's 8, then the 4 of a minute's refill.
    expect(lookupsByFlood).toBeLessThanOrEqual(12);
  });
});

describe("'Contrate online' step 3 past the hourly limit (M-FORMS)", () => {
  it("answers the limit before reading or decoding a photo", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(randomBytes(32));
    const city = (await server.catalogue.activeCities())[0]!;
    const plan = (await server.catalogue.cityPlans(city.id))!.plans.find((candidate) => candidate.offerCode)!;
    const address = "10.66.5.5";
    for (let i = 0; i < SIGN_UPS_PER_HOUR; i += 1) {
      const saved = await saveSignUpDraft(
        server.database.db,
        cipher,
        {
          details: {
            name: "Carlos Lima Neto",
            cpf: "11144477735",
            birthDate: "1980-01-02",
            email: "carlos@example.com",
            whatsapp: "27991112222",
            address: { cep: "29100001", number: "5", complement: "", street: "Rua A", district: "Centro" },
            dueDay: 10,
            windows: [],
          },
          offer: {
            planId: plan.id,
            planName: plan.name,
            offerCode: plan.offerCode!,
            price: plan.price,
            cityId: city.id,
            cityName: city.name,
            uf: city.state,
          },
          viability: { status: "provável", source: "Faixas de CEP" },
          documents: [],
        },
        address,
        { perHour: SIGN_UPS_PER_HOUR },
      );
      expect("draftKey" in saved).toBe(true);
    }
    let decoded = 0;
    const pages = createSignUpPages({
      db: server.database.db,
      catalogue: server.catalogue,
      cipher,
      erp: () => undefined,
      logger: memoryLogger().logger,
      encodeDocument: async (bytes) => {
        decoded += 1;
        return bytes;
      },
    });
    expect(await pages.limitLifts(address)).toBeInstanceOf(Date);
    expect(await pages.limitLifts("10.66.5.6")).toBeUndefined();
    const form = new FormData();
    form.set("step", "details");
    form.set("offerCode", plan.offerCode!);
    form.set("documentPhoto", new Blob([new Uint8Array(1024)], { type: "image/png" }), "frente.png");
    form.set("addressPhoto", new Blob([new Uint8Array(1024)], { type: "image/png" }), "conta.png");
    const answer = await pages.saveDetails(form, address);
    expect(answer).toMatchObject({ outcome: "rateLimited" });
    expect(decoded).toBe(0);
  });
});
