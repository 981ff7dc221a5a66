import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SubscriberLookup } from "../../domain/subscriber";
import type { Db } from "../db/client";
import { type ErpAdapter, ErpError, type ProspectInput, type SignUpDelivery } from "../erp/contract";
import { guarded } from "../erp/create-erp";
import { createSubscriberDesk } from "../erp/desk";
import { createHubsoftAdapter } from "../erp/hubsoft";
import { createIxcAdapter } from "../erp/ixc";
import { createSgpAdapter } from "../erp/sgp";
import { createFieldCipher } from "../field-cipher";
import { createLogger } from "../logger";
import { FAKE_HUBSOFT_TOKEN, startFakeHubsoft } from "./fake-hubsoft";
import { FAKE_IXC_TOKEN, startFakeIxc } from "./fake-ixc";
import { FAKE_SGP_TOKEN, startFakeSgp } from "./fake-sgp";

// What every ERP adapter must do the same way (decision 0037), tested once for each against its fake:
// `describeErpContract(IXC)` in ixc.test.ts, and so on. Each ERP's own mapping (its routes, fields and
// quirks) stays in its own test file. A fourth adapter adds a case here (CONTRIBUTING.md).

export const TODAY = "2026-11-26";

/** The fakes' first subscriber, Maria (CPF 529.982.247-25, born 14/03/1985), as the desk looks her up. */
export const MARIA: SubscriberLookup = { kind: "person", document: "52998224725", birthDate: "1985-03-14" };
/** Maria's CPF with another birth date: a wrong proof. */
export const MARIA_WRONG_DATE: SubscriberLookup = { ...MARIA, birthDate: "1985-03-15" };
/** A valid CPF no fake knows. */
export const NOBODY: SubscriberLookup = { kind: "person", document: "11144477735", birthDate: "1985-03-14" };
/** The fakes' company (CNPJ 11.222.333/0001-81), proving itself with the number of its contract. */
export const company = (contract: string): SubscriberLookup => ({
  kind: "company",
  document: "11222333000181",
  contract,
});

/** A prospect as a lead form makes it. */
export const PROSPECT: ProspectInput = {
  idempotencyKey: "lead-42",
  name: "João Pereira",
  phone: "27988887777",
  email: undefined,
  cep: "29100000",
  city: "Vitória",
  uf: "ES",
  note: "Pedido de ligação pelo site",
};

/** A 'Contrate online' sign-up as the delivery queue hands it to an adapter. */
export const SIGN_UP: SignUpDelivery = {
  idempotencyKey: "sign-up-1",
  protocol: "CT-2026-000001",
  name: "Ana Beatriz Souza",
  cpf: "52998224725",
  birthDate: "1990-05-20",
  email: "ana@example.com",
  whatsapp: "27998765432",
  address: {
    cep: "29100001",
    street: "Rua das Palmeiras",
    number: "120",
    complement: "",
    district: "Centro",
    city: "Vitória",
    uf: "ES",
  },
  plan: { name: "Fibra 600 Mega", offerCode: "RIT-P3-V1", price: 109.9 },
  dueDay: 10,
  windows: [{ date: "2026-12-01", period: "morning" }],
  viability: { status: "provável", source: "Faixas de CEP das cidades" },
  documents: [],
  note: "Contrate online CT-2026-000001",
};

/** How a call failed: it must fail with an ErpError, whose kind is returned. */
export async function erpFailure(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ErpError);
  return (error as ErpError).failure;
}

/** The subscriber desk over an adapter, without limits or logs, to identify subscribers (no proof kept). */
export function deskOver(erp: ErpAdapter) {
  const open = { take: () => true, isEmpty: () => false };
  return createSubscriberDesk({
    erp,
    // The shared tests only identify: a proof's record would need a database they do not have.
    db: new Proxy({} as Db, {
      get: () => {
        throw new Error("the ERP contract's desk keeps no proofs");
      },
    }),
    cipher: createFieldCipher(randomBytes(32)),
    logger: createLogger("silent", { write: () => undefined }),
    limits: { byAddress: open, byDocument: open },
    today: () => TODAY,
  });
}

/** A fake ERP as the shared tests drive it, whichever ERP it imitates. */
export type ContractFake = {
  url: string;
  behaviour: { delayMs: number; garbage: boolean };
  /** The next `n` prospect writes fail with HTTP 503 before storing anything. */
  failProspects(n: number): void;
  /** The next `n` prospect writes are stored, then never answered. */
  hangProspects(n: number): void;
  prospects(): readonly Record<string, unknown>[];
  /** Requests the fake has answered (or left hanging). */
  calls(): number;
  close(): Promise<void>;
};

export type ErpContractCase = {
  name: string;
  start(): Promise<ContractFake>;
  adapter(url: string, options?: { timeoutMs?: number; centralSignIn?: boolean }): ErpAdapter;
  /** The fake's first subscriber (Maria, CPF 529.982.247-25, born 14/03/1985): her id in this ERP. */
  mariaId: string;
  /** The number of the fake company's contract (its second proof on the desk). */
  companyContract: string;
};

export const IXC: ErpContractCase = {
  name: "IXC",
  mariaId: "101",
  companyContract: "502",
  adapter: (url, options = {}) =>
    createIxcAdapter({
      allowPrivateAddresses: true,
      url,
      token: FAKE_IXC_TOKEN,
      today: () => TODAY,
      ...options,
    }),
  async start() {
    const fake = await startFakeIxc();
    return {
      url: fake.url,
      behaviour: fake.behaviour,
      failProspects: (n) => {
        fake.behaviour.failContacts = n;
      },
      hangProspects: (n) => {
        fake.behaviour.hangAfterStoringContacts = n;
      },
      prospects: () => fake.state.contacts,
      calls: () => fake.state.calls.length,
      close: fake.close,
    };
  },
};

/** SGP's and Hubsoft's fakes name their prospect switches and list alike. */
type ProspectFake = {
  url: string;
  behaviour: ContractFake["behaviour"] & { failProspects: number; hangAfterStoringProspects: number };
  state: { prospects: Record<string, unknown>[]; calls: readonly unknown[] };
  close(): Promise<void>;
};

function contractFake(fake: ProspectFake, calls = () => fake.state.calls.length): ContractFake {
  return {
    url: fake.url,
    behaviour: fake.behaviour,
    failProspects: (n) => {
      fake.behaviour.failProspects = n;
    },
    hangProspects: (n) => {
      fake.behaviour.hangAfterStoringProspects = n;
    },
    prospects: () => fake.state.prospects,
    calls,
    close: fake.close,
  };
}

export const SGP: ErpContractCase = {
  name: "SGP",
  mariaId: "301",
  companyContract: "7002",
  adapter: (url, options = {}) =>
    createSgpAdapter({
      allowPrivateAddresses: true,
      url,
      token: FAKE_SGP_TOKEN,
      today: () => TODAY,
      ...options,
    }),
  start: async () => contractFake(await startFakeSgp()),
};

export const HUBSOFT: ErpContractCase = {
  name: "Hubsoft",
  mariaId: "421",
  companyContract: "11301",
  adapter: (url, options = {}) =>
    createHubsoftAdapter({
      allowPrivateAddresses: true,
      url,
      token: FAKE_HUBSOFT_TOKEN,
      today: () => TODAY,
      ...options,
    }),
  async start() {
    const fake = await startFakeHubsoft();
    // The token request counts too: a call the circuit stops asks for none.
    return contractFake(fake, () => fake.state.calls.length + fake.state.tokensIssued);
  },
};

export const ERP_CONTRACT_CASES = [IXC, SGP, HUBSOFT] as const;

/** The contract's shared behaviour, against the case's fake. */
export function describeErpContract(erp: ErpContractCase) {
  describe(`${erp.name} adapter: the contract every adapter keeps`, () => {
    let fake: ContractFake;
    beforeEach(async () => {
      fake = await erp.start();
    });
    afterEach(async () => {
      await fake.close();
    });
    const adapter = (timeoutMs?: number) => erp.adapter(fake.url, { timeoutMs });

    it("times out an ERP that takes 20 s, within the limit", async () => {
      fake.behaviour.delayMs = 20_000;
      const started = Date.now();
      expect(await erpFailure(adapter(500).findSubscriber(MARIA))).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(5_000);
    });

    it("reads garbage as a bad answer, never as 'not found'", async () => {
      fake.behaviour.garbage = true;
      expect(await erpFailure(adapter().findSubscriber(MARIA))).toBe("bad_answer");
    });

    it("opens the circuit after three failures: the next call does not reach the ERP", async () => {
      fake.behaviour.garbage = true;
      let now = 0;
      const circuit = guarded(adapter(), { failures: 3, openMs: 30_000, now: () => now });
      for (let i = 0; i < 3; i++) expect(await erpFailure(circuit.findSubscriber(MARIA))).toBe("bad_answer");
      fake.behaviour.garbage = false;
      const reached = fake.calls();
      expect(await erpFailure(circuit.findSubscriber(MARIA))).toBe("circuit_open");
      expect(fake.calls()).toBe(reached);
      // After the pause one trial call goes through; it succeeds, and the circuit closes.
      now += 30_000;
      expect(await circuit.findSubscriber(MARIA)).toMatchObject({ id: erp.mariaId });
      expect(await circuit.findSubscriber(company(erp.companyContract))).toMatchObject({ kind: "company" });
    });

    it("creates a prospect once per idempotency key, even when a stored one's answer never came", async () => {
      fake.hangProspects(1);
      expect(await erpFailure(adapter(300).createProspect(PROSPECT))).toBe("timeout");
      await adapter().createProspect(PROSPECT);
      await adapter().createProspect({ ...PROSPECT });
      expect(fake.prospects()).toHaveLength(1);
      // Another lead from the same person is another prospect.
      await adapter().createProspect({ ...PROSPECT, idempotencyKey: "lead-43" });
      expect(fake.prospects()).toHaveLength(2);
    });

    it("asks the ERP the same calls for an unknown document and a known one with a wrong proof", async () => {
      // What the answer's time could tell a stranger (issue 55, M2): the calls are the time.
      const callsFor = async (lookup: SubscriberLookup) => {
        const before = fake.calls();
        expect(await adapter().findSubscriber(lookup)).toBeUndefined();
        return fake.calls() - before;
      };
      const unknown = await callsFor(NOBODY);
      expect(unknown).toBeGreaterThan(0);
      expect(await callsFor(MARIA_WRONG_DATE)).toBe(unknown);
      const unknownCompany = await callsFor({ ...company(erp.companyContract), document: "11444777000161" });
      expect(await callsFor(company("9999"))).toBe(unknownCompany);
      expect(await callsFor(company("29101010"))).toBe(unknownCompany);
    });

    it("finds Maria's holder record with the whole contact on file, and no one for a stranger (issue 67)", async () => {
      const holder = await adapter().findHolder?.("52998224725");
      expect(holder).toMatchObject({
        id: erp.mariaId,
        firstName: "Maria",
        kind: "person",
        // Where the sign-in code goes: the whole address and mobile, kept on the server only.
        onFile: { email: "maria.souza@gmail.com", phone: "27988887777" },
        contact: { email: "ma***@gmail.com" },
      });
      expect(holder?.contracts.length).toBeGreaterThan(0);
      expect(await adapter().findHolder?.("11144477735")).toBeUndefined();
    });

    it("gives a contract's usage by month, newest first, and the tickets with their history (issue 67)", async () => {
      const holder = (await adapter().findHolder?.("52998224725"))!;
      const [contract] = holder.contracts;
      const usage = await adapter().usage?.(holder, contract!.id, ["2026-11", "2026-10", "2026-09"]);
      expect(usage?.slice(0, 2).map((month) => month.month)).toEqual(["2026-11", "2026-10"]);
      for (const month of usage ?? []) expect(month.downloadBytes).toBeGreaterThan(month.uploadBytes);
      // Around 150 GB down in November, in each ERP's unit.
      expect(usage?.[0]?.downloadBytes).toBeGreaterThan(140e9);
      expect(usage?.[0]?.downloadBytes).toBeLessThan(160e9);
      const tickets = (await adapter().tickets?.(holder)) ?? [];
      const past = tickets.find((ticket) => !ticket.open);
      expect(past).toBeDefined();
      expect(past!.events[0]?.text).toBe("A internet fica lenta todas as noites.");
      expect(past!.events.length).toBeGreaterThan(1);
      // A ticket opened now is listed first, open.
      await adapter().openTicket(holder, contract!.id, "Sem sinal desde ontem.", {
        name: "Maria",
        phone: "27988887777",
      });
      const after = (await adapter().tickets?.(holder)) ?? [];
      expect(after).toHaveLength(tickets.length + 1);
      expect(after[0]).toMatchObject({ open: true });
      expect(after[0]!.events[0]?.text).toContain("Sem sinal desde ontem.");
    });

    it("signs in with the central password only when the provider turns it on (issue 67)", async () => {
      const off = erp.adapter(fake.url);
      expect(off.capabilities.centralSignIn).toBe(false);
      expect(await off.centralSignIn?.("52998224725", "senha-da-central")).toBeUndefined();
      const on = erp.adapter(fake.url, { centralSignIn: true });
      if (!on.capabilities.centralSignIn) return; // IXC keeps its central password in clear: not offered.
      expect(await on.centralSignIn?.("52998224725", "senha-da-central")).toMatchObject({ id: erp.mariaId });
      expect(await on.centralSignIn?.("52998224725", "outra-senha")).toBeUndefined();
      expect(await on.centralSignIn?.("11144477735", "senha-da-central")).toBeUndefined();
    });

    it("gives the desk the same answer for an unknown CPF and a wrong birth date", async () => {
      const desk = deskOver(adapter());
      const found = await desk.identify({ document: "529.982.247-25", birthDate: "14/03/1985" }, "10.0.0.1");
      expect(found.kind).toBe("found");
      const wrong = await desk.identify({ document: "529.982.247-25", birthDate: "15/03/1985" }, "10.0.0.2");
      const unknown = await desk.identify(
        { document: "111.444.777-35", birthDate: "14/03/1985" },
        "10.0.0.3",
      );
      expect(wrong).toEqual({ kind: "not_found" });
      expect(unknown).toEqual(wrong);
      // A company proves itself with the number of a contract; its CEP (public in the CNPJ registry) or
      // another number proves nothing.
      const byContract = await desk.identify(
        { document: "11.222.333/0001-81", contract: erp.companyContract },
        "10.0.0.4",
      );
      expect(byContract.kind).toBe("found");
      for (const contract of ["29101010", "9999"])
        expect(await desk.identify({ document: "11.222.333/0001-81", contract }, "10.0.0.5")).toEqual({
          kind: "not_found",
        });
    });
  });
}
