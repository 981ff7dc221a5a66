import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeSite } from "../../testing/fake-site";
import { type ContractFake, ERP_CONTRACT_CASES } from "../../testing/erp-contract";
import { createTestServer, fromAddress, ORIGIN, type TestServer } from "../../testing/test-server";

// Issue 55, M2: whether a CPF (or CNPJ) is a subscriber's must not show in how long the desk takes to say
// "not found". Against each ERP's fake made slow (every call waits), a known document with a wrong proof
// and an unknown document cost the ERP the same calls, and so the same time. Before, IXC asked for a known
// CPF's contracts before checking the date: one more call, 300 ms more at the probe's ERP.

/** Every ERP call waits this long: slow enough that one call more or less stands out of the noise. */
const CALL_MS = 200;
const ROUNDS = 5;

/** A valid CPF of nobody (its check digits computed), the n-th of a series. */
function madeUpCpf(n: number): string {
  const digits = String(400_000_000 + n).padStart(9, "0").split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, i) => total + digit * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

/** A valid CNPJ of nobody, the n-th of a series. */
function madeUpCnpj(n: number): string {
  const digits = `${String(40_000_000 + n).padStart(8, "0")}0001`.split("").map(Number);
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((total, weight, i) => total + weight * digits[i]!, 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join("");
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(ERP_CONTRACT_CASES)("the desk over a slow $name", (erp) => {
  let fake: ContractFake;
  let server: TestServer;
  let address = 0;

  beforeAll(async () => {
    fake = await erp.start();
    server = await createTestServer({
      seed: false,
      erp: erp.adapter(fake.url),
      // The page's action: one lookup through the desk, answered with its kind.
      site: fakeSite(["/cliente/segunda-via"], async (request, context) => {
        const form = await request.formData();
        const found = await context.subscriberDesk!.identify(
          {
            document: form.get("documento"),
            birthDate: form.get("nascimento"),
            contract: form.get("numero-contrato"),
          },
          context.clientIp,
        );
        return new Response(found.kind);
      }),
    });
    fake.behaviour.delayMs = CALL_MS;
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  /** One lookup from an address of its own: its answer, the ERP calls it made and how long it took. */
  const timed = async (fields: Record<string, string>) => {
    const calls = fake.calls();
    const started = performance.now();
    const response = await server.app.request(
      `${ORIGIN}/cliente/segunda-via`,
      {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      },
      fromAddress(`10.55.${Math.floor(address / 200)}.${(address++ % 200) + 1}`),
    );
    const answer = await response.text();
    return { answer, ms: performance.now() - started, calls: fake.calls() - calls };
  };

  /** Known-but-wrong and unknown lookups, interleaved so the machine's load falls on both alike. */
  const compare = async (known: () => Record<string, string>, unknown: (n: number) => Record<string, string>) => {
    const knownRuns = [];
    const unknownRuns = [];
    for (let n = 0; n < ROUNDS; n++) {
      knownRuns.push(await timed(known()));
      unknownRuns.push(await timed(unknown(n)));
    }
    for (const run of [...knownRuns, ...unknownRuns]) expect(run.answer).toBe("not_found");
    const calls = new Set([...knownRuns, ...unknownRuns].map((run) => run.calls));
    expect(calls.size).toBe(1);
    const gap = Math.abs(median(knownRuns.map((run) => run.ms)) - median(unknownRuns.map((run) => run.ms)));
    // One call more would be CALL_MS more; the medians must not be half of that apart.
    expect(gap).toBeLessThan(CALL_MS / 2);
  };

  it("takes the same calls and the same time for a CPF with a wrong birth date as for an unknown CPF", async () => {
    // The first call of an ERP with a login (Hubsoft) logs in: not part of what is compared.
    await timed({ documento: madeUpCpf(900), nascimento: "1985-03-14" });
    await compare(
      () => ({ documento: "529.982.247-25", nascimento: "1985-03-15" }),
      (n) => ({ documento: madeUpCpf(n), nascimento: "1985-03-15" }),
    );
  });

  it("takes the same calls and the same time for a CNPJ with a wrong contract as for an unknown CNPJ", async () => {
    await compare(
      () => ({ documento: "11.222.333/0001-81", "numero-contrato": "9999" }),
      (n) => ({ documento: madeUpCnpj(n), "numero-contrato": erp.companyContract }),
    );
  });
});
