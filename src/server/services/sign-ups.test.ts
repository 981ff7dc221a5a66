import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { offerDay, slotKey, type ViabilityAddress } from "../../domain";
import {
  ATTRIBUTION_COLUMNS,
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_LABELS,
  encodeAttribution,
} from "../../domain/attribution";
import { viaCepLookup } from "../coverage/cep-address";
import { nominatimGeocoder } from "../coverage/geocoder";
import { checkViability } from "../coverage/viability";
import {
  auditLog,
  cityCepRanges,
  coverageSettings,
  leads,
  marketingDeliveries,
  marketingSettings,
  signUpDocuments,
  signUps,
} from "../db/schema";
import { createDeliveryWorker } from "../delivery/worker";
import type { ErpAdapter } from "../erp/contract";
import { createHubsoftAdapter } from "../erp/hubsoft";
import { createIxcAdapter } from "../erp/ixc";
import { createSgpAdapter } from "../erp/sgp";
import { signUpOutbox } from "../erp/sign-ups";
import { createFieldCipher, type FieldCipher } from "../field-cipher";
import { createSignUpPages, MAX_SIGN_UP_BODY_BYTES } from "../http/sign-up-pages";
import { encodeSignUpDocument } from "../images/document-image";
import { marketingOutbox } from "../marketing/outbox";
import { startFakeCepAddress } from "../testing/fake-cep-address";
import { startFakeGeocoder } from "../testing/fake-geocoder";
import {
  FAKE_HUBSOFT_TOKEN,
  type FakeHubsoft,
  openFakeInstallationOrder,
  startFakeHubsoft,
} from "../testing/fake-hubsoft";
import { FAKE_IXC_TOKEN, type FakeIxc, startFakeIxc } from "../testing/fake-ixc";
import { FAKE_SGP_TOKEN, type FakeSgp, startFakeSgp } from "../testing/fake-sgp";
import { fakeSite } from "../testing/fake-site";
import { quotedPrintable, type SmtpSink, startSmtpSink } from "../testing/smtp-sink";
import {
  createTestServer,
  errorOf,
  fromAddress,
  jsonRequest,
  memoryLogger,
  ORIGIN,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../testing/test-server";
import { deleteExpiredSignUps, saveSignUpDraft } from "./sign-ups";

// Issue 56, points 2, 3, 4 and 5: a 'Contrate online' sign-up is stored first (sealed), confirmed with a
// protocol, then delivered to the ERP once through the outbox, even after failed deliveries; the
// Contratações API is comercial's and administrador's, its photos never at a public address; drafts and
// old sign-ups are erased with their photos.

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const NOW = new Date();
/** The visitor's address the journey's steps come from (the geocoder's queries count per address). */
const VISITOR = "10.56.0.1";
const TODAY = offerDay(NOW);
const day = (offset: number) =>
  new Date(Date.parse(`${TODAY}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** Step 3's first two installation slots, as a visitor picks them from what step 2's answer offers. */
function slotFields(step: Awaited<ReturnType<ReturnType<typeof createSignUpPages>["choosePlan"]>>) {
  if (step.outcome !== "ok") throw new Error(`step 2: ${JSON.stringify(step)}`);
  const [first, second] = step.slots;
  if (!first || !second) throw new Error("step 2 offers fewer than two installation slots");
  return { window1: slotKey(first), window2: slotKey(second) };
}

/** Public pages answering as stored ones do: a campaign link's landing sets the first-touch cookie. */
const landingPages = fakeSite(
  ["/planos/[cidade]"],
  () =>
    new Response("<!doctype html><p>Planos</p>", { headers: { "Content-Type": "text/html; charset=utf-8" } }),
);

let ixc: FakeIxc;
let sgp: FakeSgp;
let hubsoft: FakeHubsoft;
let smtp: SmtpSink;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  [ixc, sgp, hubsoft, smtp] = await Promise.all([
    startFakeIxc(),
    startFakeSgp(),
    startFakeHubsoft(),
    startSmtpSink(),
  ]);
  // A phone's photo: a PNG with text-like noise, re-encoded by the site as a JPEG.
  photo = new Uint8Array(
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#e8e0d0" } })
      .png()
      .toBuffer(),
  );
});
afterAll(async () => {
  await Promise.all([ixc.close(), sgp.close(), hubsoft.close(), smtp.close()]);
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The demo catalogue's first city with plans, a CEP inside its ranges and a plan on sale there. */
async function servedAddress(test: TestServer) {
  for (const city of await test.catalogue.activeCities()) {
    const plans = (await test.catalogue.cityPlans(city.id))?.plans.filter((plan) => plan.offerCode) ?? [];
    const [range] = await test.database.db
      .select()
      .from(cityCepRanges)
      .where(eq(cityCepRanges.cityId, city.id));
    if (plans.length > 0 && range)
      return { city, plan: plans[0]!, cep: String(range.cepStart).padStart(8, "0") };
  }
  throw new Error("the demo catalogue has no city with plans and CEP ranges");
}

const form = (fields: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

const PERSON = {
  name: "Ana Beatriz Souza",
  cpf: "529.982.247-25",
  birthDate: "1990-05-20",
  email: "ana.souza@example.com",
  whatsapp: "(27) 99876-5432",
  street: "Rua das Palmeiras",
  district: "Jardim Camburi",
  dueDay: "10",
};

function pagesOf(
  test: TestServer,
  cipher: FieldCipher,
  adapter: ErpAdapter | undefined,
  onStored?: () => void,
) {
  return createSignUpPages({
    db: test.database.db,
    catalogue: test.catalogue,
    cipher,
    erp: () => adapter,
    logger: memoryLogger().logger,
    encodeDocument: encodeSignUpDocument,
    now: () => NOW,
    ...(onStored ? { onStored } : {}),
  });
}

/**
 * The whole journey through the page's steps: address, plan, data with both photos, acceptance; `cookies`
 * is the request's Cookie header (the visit's first touch).
 */
async function signUpThrough(
  test: TestServer,
  cipher: FieldCipher,
  adapter: ErpAdapter | undefined,
  cookies?: string,
  onStored?: () => void,
) {
  const pages = pagesOf(test, cipher, adapter, onStored);
  const { cep, plan } = await servedAddress(test);
  const address = { cep, number: "120", complement: "apto 301" };
  const step1 = await pages.checkAddress(form(address), VISITOR);
  expect(step1.outcome).toBe("covered");
  const step2 = await pages.choosePlan(form({ ...address, offerCode: plan.offerCode! }), VISITOR);
  expect(step2.outcome).toBe("ok");
  const step3 = await pages.saveDetails(
    form({
      ...address,
      offerCode: plan.offerCode!,
      ...PERSON,
      ...slotFields(step2),
      documentPhoto: new Blob([photo], { type: "image/png" }),
      addressPhoto: new Blob([photo], { type: "image/png" }),
    }),
    "10.56.0.1",
    cookies,
  );
  if (step3.outcome !== "saved") throw new Error(`step 3: ${JSON.stringify(step3)}`);
  expect(step3.summary.documents).toEqual(["address", "identity"]);
  const confirmed = await pages.confirm(step3.draftKey);
  if (!confirmed || confirmed === "concluded") throw new Error(`step 4: ${confirmed}`);
  expect(confirmed.protocol).toMatch(/^CT-\d{8}-[A-Z0-9]{6}$/);
  // The key is dead once accepted: a second tap on 'Confirmar' reveals nothing, not even the protocol.
  expect(await pages.confirm(step3.draftKey)).toBe("concluded");
  expect(await pages.summary(step3.draftKey)).toBe("concluded");
  return { protocol: confirmed.protocol, emailQueued: confirmed.emailQueued, plan };
}

function workerFor(test: TestServer, cipher: FieldCipher, adapter: ErpAdapter | undefined) {
  let clock = new Date(NOW.getTime() + SECOND);
  const log = memoryLogger();
  const worker = createDeliveryWorker({
    db: test.database.db,
    logger: log.logger,
    queues: [signUpOutbox(test.database.db, cipher, () => adapter)],
    now: () => clock,
    random: () => 0.5,
  });
  return {
    log,
    later: (ms = 2 * HOUR) => {
      clock = new Date(clock.getTime() + ms);
      return worker.runOnce();
    },
    stop: () => worker.stop(),
  };
}

describe("Contrate online: stored, then delivered to the ERP once", () => {
  it("IXC gets one contato with the viability fields, one crm_canditados and both photos, after two failed deliveries", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 7));
    const adapter = createIxcAdapter({
      allowPrivateAddresses: true,
      url: ixc.url,
      token: FAKE_IXC_TOKEN,
      timeoutMs: 700,
    });
    const { protocol } = await signUpThrough(server, cipher, adapter);

    // Stored before anything was sent: the person's fields are sealed, never in clear in the row.
    const [row] = await server.database.db.select().from(signUps);
    expect(row).toMatchObject({ protocol, delivery: "pending", attempts: 0 });
    expect(row!.personal).not.toContain("Ana");
    expect(row!.personal).not.toContain("52998224725");
    const documents = await server.database.db.select().from(signUpDocuments);
    expect(documents).toHaveLength(2);

    ixc.behaviour.failContacts = 2;
    const worker = workerFor(server, cipher, adapter);
    expect(await worker.later(0)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(await worker.later(40 * SECOND)).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    expect(ixc.state.contacts).toHaveLength(0);
    expect(await worker.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await worker.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    await worker.stop();

    expect(ixc.state.contacts).toHaveLength(1);
    const [contact] = ixc.state.contacts;
    expect(contact).toMatchObject({
      nome: "Ana Beatriz Souza",
      cnpj_cpf: "529.982.247-25",
      fone_celular: "27998765432",
      numero: "120",
      complemento: "apto 301",
      endereco: "Rua das Palmeiras",
      status_viabilidade: "S",
      caixa_mais_proxima: "",
      distancia_caixa_mais_proxima: "",
    });
    expect(contact!.obs).toContain(protocol);
    expect(ixc.state.candidates).toHaveLength(1);
    expect(ixc.state.candidates[0]).toMatchObject({ id_contato_principal: contact!.id, crm: "S" });
    // Issue 68: the slot it holds, as the candidate's negotiation with its reserved day and period.
    const [held] = await server.database.db.select().from(signUps);
    const deals = ixc.state.negotiations.filter((row) => row.obs?.includes(protocol));
    expect(deals).toHaveLength(1);
    expect(deals[0]).toMatchObject({
      id_candidato: ixc.state.candidates[0]!.id,
      data_reservada: `${held!.slotDate!.slice(8, 10)}/${held!.slotDate!.slice(5, 7)}/${held!.slotDate!.slice(0, 4)}`,
      melhor_horario_reserva: held!.slotPeriod === "morning" ? "M" : "T",
    });
    expect(ixc.state.files.map((file) => file.descricao).sort()).toEqual([
      `Comprovante de endereço (${protocol})`,
      `Documento com foto (${protocol})`,
    ]);
    for (const file of ixc.state.files) {
      expect(file.id_cliente).toBe(ixc.state.candidates[0]!.id);
      expect(file.type).toBe("image/jpeg");
      expect([...file.bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    const [delivered] = await server.database.db.select().from(signUps);
    expect(delivered).toMatchObject({ delivery: "delivered", lastError: null });
    // The log names the row and the failure's kind, never the person.
    expect(worker.log.lines()).toContain("ERP_UNAVAILABLE");
    for (const value of ["Ana", "52998224725", "99876"]) expect(worker.log.lines()).not.toContain(value);
  });

  it("IXC: a box the viability named goes as caixa_mais_proxima and its distance", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 8));
    const adapter = createIxcAdapter({
      allowPrivateAddresses: true,
      url: ixc.url,
      token: FAKE_IXC_TOKEN,
      timeoutMs: 700,
    });
    const before = ixc.state.contacts.length;
    const { city, plan } = await servedAddress(server);
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
          windows: [
            { date: day(2), period: "morning" },
            { date: day(2), period: "afternoon" },
          ],
        },
        offer: {
          planId: plan.id,
          planName: plan.name,
          offerCode: plan.offerCode,
          price: plan.price,
          cityId: city.id,
          cityName: city.name,
          uf: city.state,
        },
        viability: {
          status: "confirmado",
          source: "Caixas de atendimento próximas",
          box: { id: "77", name: "CX-12", distanceMeters: 80 },
        },
        documents: [],
      },
      "10.56.0.9",
      { perHour: 5 },
    );
    if (!("draftKey" in saved)) throw new Error("limited");
    const { confirmSignUp } = await import("./sign-ups");
    await confirmSignUp(server.database.db, saved.draftKey, { deliver: true, now: NOW });
    const worker = workerFor(server, cipher, adapter);
    expect(await worker.later(0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    await worker.stop();
    expect(ixc.state.contacts.slice(before)).toHaveLength(1);
    expect(ixc.state.contacts.at(-1)).toMatchObject({
      status_viabilidade: "S",
      caixa_mais_proxima: "77",
      distancia_caixa_mais_proxima: "80",
    });
  });

  it("SGP gets one precadastro/F naming its plan and due day ids", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 9));
    const adapter = createSgpAdapter({
      allowPrivateAddresses: true,
      url: sgp.url,
      token: FAKE_SGP_TOKEN,
      timeoutMs: 700,
    });
    const { plan } = await servedAddress(server);
    sgp.state.plans.push({ id: 99, descricao: plan.name, valor: plan.price });
    const { protocol } = await signUpThrough(server, cipher, adapter);
    sgp.behaviour.failProspects = 2;
    const worker = workerFor(server, cipher, adapter);
    await worker.later(0);
    await worker.later(40 * SECOND);
    expect(await worker.later()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    await worker.stop();
    const stored = sgp.state.prospects.filter((row) => String(row.observacao).includes(protocol));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      nome: "Ana Beatriz Souza",
      cpfcnpj: "52998224725",
      logradouro: "Rua das Palmeiras",
      numero: "120",
      plano_id: "99",
      vencimento_id: "2",
    });
    // Issue 68: the slot it holds, as the pre-registration's visit at the period's start.
    const [held] = await server.database.db.select().from(signUps);
    expect(held).toMatchObject({ slotState: "held" });
    expect(stored[0]!.data_hora_agendamento).toBe(
      `${held!.slotDate} ${held!.slotPeriod === "morning" ? "08:00:00" : "13:00:00"}`,
    );
  });

  it("Hubsoft gets one prospecto with the service it offers under the plan's name", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 10));
    const adapter = createHubsoftAdapter({
      allowPrivateAddresses: true,
      url: hubsoft.url,
      token: FAKE_HUBSOFT_TOKEN,
      timeoutMs: 700,
    });
    const { plan } = await servedAddress(server);
    hubsoft.state.services.push({
      id_servico: 4242,
      descricao: plan.name,
      valor: plan.price,
      display: plan.name,
    });
    const { protocol } = await signUpThrough(server, cipher, adapter);
    const worker = workerFor(server, cipher, adapter);
    expect(await worker.later(0)).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await worker.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    await worker.stop();
    const stored = hubsoft.state.prospects.filter((row) => row.id_externo === protocol);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      nome_razaosocial: "Ana Beatriz Souza",
      cpf_cnpj: "52998224725",
      servico: { id_servico: 4242 },
    });
  });

  it("without an ERP the sign-up waits in the console: nothing comes due", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 11));
    await signUpThrough(server, cipher, undefined);
    const worker = workerFor(server, cipher, undefined);
    expect(await worker.later()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    await worker.stop();
    const [row] = await server.database.db.select().from(signUps);
    expect(row).toMatchObject({ delivery: "pending", attempts: 0, status: "new" });
  });
});

describe("Contrate online: the page's checks", () => {
  it("refuses a CPF with wrong check digits, a window in the past and a file that is no image", async () => {
    server = await createTestServer();
    const pages = pagesOf(server, createFieldCipher(Buffer.alloc(32, 12)), undefined);
    const { cep, plan } = await servedAddress(server);
    const step = await pages.saveDetails(
      form({
        cep,
        number: "10",
        offerCode: plan.offerCode!,
        ...PERSON,
        cpf: "529.982.247-26",
        // A day gone, and a day no slot was offered for.
        window1: `${day(-1)}:morning`,
        window2: `${day(400)}:morning`,
        documentPhoto: new Blob(["<script>alert(1)</script>"], { type: "image/png" }),
      }),
      "10.56.0.2",
    );
    expect(step.outcome).toBe("invalid");
    if (step.outcome !== "invalid") return;
    expect(step.errors).toMatchObject({
      cpf: "CPF inválido. Confira os números.",
      windows: expect.stringContaining("dois horários"),
      documentPhoto: "Formato não aceito. Envie uma foto em JPEG, PNG ou WebP.",
    });
    expect(await server.database.db.select().from(signUps)).toHaveLength(0);
  });

  it("an address with no viability joins the waiting list as a lead tagged 'sem viabilidade'", async () => {
    server = await createTestServer();
    const pages = pagesOf(server, createFieldCipher(Buffer.alloc(32, 13)), undefined);
    const uncovered = { cep: "69900000", number: "42", complement: "" };
    const step = await pages.checkAddress(form(uncovered), VISITOR);
    expect(step.outcome).toBe("uncovered");
    const joined = await pages.joinWaitingList(
      form({ ...uncovered, name: "Paulo Rocha", whatsapp: "(68) 99911-2233" }),
      "10.56.0.3",
      `outro=1; ${ATTRIBUTION_COOKIE}=${encodeAttribution({ landing: "/contrate", source: "facebook" })}`,
    );
    expect(joined).toEqual({ outcome: "stored" });
    const [lead] = await server.database.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: "coverage",
      tag: "sem viabilidade",
      cep: "69900000",
      houseNumber: "42",
      // Issue 57: the visit's first touch goes with the waiting-list lead too.
      attribution: { landing: "/contrate", source: "facebook" },
    });
  });

  it("stores at most five sign-ups an hour from one address", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 14));
    const { city, plan } = await servedAddress(server);
    const input = {
      details: {
        name: "Rita de Cássia",
        cpf: "52998224725",
        birthDate: "1970-01-01",
        email: "rita@example.com",
        whatsapp: "27991112222",
        address: { cep: "29100001", number: "5", complement: "", street: "Rua A", district: "Centro" },
        dueDay: 10,
        windows: [
          { date: day(2), period: "morning" as const },
          { date: day(3), period: "morning" as const },
        ],
      },
      offer: {
        planId: plan.id,
        planName: plan.name,
        offerCode: plan.offerCode,
        price: plan.price,
        cityId: city.id,
        cityName: city.name,
        uf: city.state,
      },
      viability: { status: "provável" as const, source: "Faixas de CEP das cidades" },
      documents: [],
    };
    for (let i = 0; i < 5; i += 1)
      expect(
        await saveSignUpDraft(server.database.db, cipher, input, "10.56.0.4", { perHour: 5 }),
      ).toHaveProperty("draftKey");
    expect(
      await saveSignUpDraft(server.database.db, cipher, input, "10.56.0.4", { perHour: 5 }),
    ).toHaveProperty("limitedUntil");
    expect(
      await saveSignUpDraft(server.database.db, cipher, input, "10.56.0.5", { perHour: 5 }),
    ).toHaveProperty("draftKey");
  });

  it("refuses a body past the photos' cap before reading it", async () => {
    server = await createTestServer();
    const response = await server.app.request(
      "/contrate",
      {
        method: "POST",
        headers: {
          Origin: ORIGIN,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(MAX_SIGN_UP_BODY_BYTES + 1),
        },
        body: new Uint8Array(MAX_SIGN_UP_BODY_BYTES + 1),
      },
      fromAddress("10.56.0.6"),
    );
    expect(response.status).toBe(413);
  });
});

describe("Contrate online: 'Usar minha localização' (issue 56, point 1)", () => {
  const HOUSE = { lat: -20.33, lng: -40.29 };
  const ROAD = { lat: -20.345, lng: -40.27 };

  it("reverse-geocodes the phone's point: the point for the geographic sources, the CEP for the rest", async () => {
    server = await createTestServer();
    const test = server;
    const { cep, city } = await servedAddress(test);
    const geo = await startFakeGeocoder({
      places: [
        {
          point: HOUSE,
          road: "Rua das Palmeiras",
          houseNumber: "120",
          postcode: cep,
          city: city.name,
          uf: "ES",
        },
        { point: ROAD, road: "Avenida Beira Mar", postcode: cep, city: city.name, uf: "ES" },
      ],
    });
    const log = memoryLogger();
    const asked: ViabilityAddress[] = [];
    const pagesWith = (geocoder: boolean) =>
      createSignUpPages({
        db: test.database.db,
        catalogue: test.catalogue,
        cipher: createFieldCipher(Buffer.alloc(32, 21)),
        erp: () => undefined,
        logger: log.logger,
        encodeDocument: encodeSignUpDocument,
        viability: (address) => {
          asked.push(address);
          return checkViability({ db: test.database.db, catalogue: test.catalogue }, address);
        },
        geocoder: async () =>
          geocoder
            ? nominatimGeocoder({ allowPrivateAddresses: true, url: geo.url, userAgent: "t" })
            : undefined,
        now: () => NOW,
      });
    try {
      const pages = pagesWith(true);
      expect(await pages.canLocate()).toBe(true);
      expect(await pagesWith(false).canLocate()).toBe(false);

      // A house the service knows by its number: the plans at once.
      const covered = await pages.checkAddress(
        form({ step: "address", latitude: String(HOUSE.lat), longitude: String(HOUSE.lng) }),
        VISITOR,
      );
      expect(covered).toMatchObject({ outcome: "covered", address: { cep, number: "120" } });
      expect(asked.at(-1)).toMatchObject({ cep, number: "120", lat: HOUSE.lat, lng: HOUSE.lng });

      // A road with no house number: step 1 again, the CEP filled in, the number asked for.
      const road = await pages.checkAddress(
        form({ step: "address", latitude: String(ROAD.lat), longitude: String(ROAD.lng) }),
        VISITOR,
      );
      expect(road).toMatchObject({
        outcome: "invalid",
        errors: { number: "Confirme o número da sua casa." },
        values: { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, number: "" },
      });
      // The number typed: the same point decides, without asking the geocoder again.
      const reverses = geo.queries.length;
      const confirmed = await pages.checkAddress(
        form({
          step: "address",
          cep,
          number: "88",
          latitude: String(ROAD.lat),
          longitude: String(ROAD.lng),
        }),
        VISITOR,
      );
      expect(confirmed.outcome).toBe("covered");
      expect(asked.at(-1)).toMatchObject({ cep, number: "88", lat: ROAD.lat, lng: ROAD.lng });
      expect(geo.queries).toHaveLength(reverses);

      // Outside Brazil, or not numbers: refused before any geocoder is asked.
      const location = "Não conseguimos obter sua localização. Informe seu CEP e número.";
      for (const [latitude, longitude] of [
        ["38.72", "-9.14"],
        ["-20.33", "abc"],
        ["-20.33", ""],
      ])
        expect(
          await pages.checkAddress(
            form({ step: "address", latitude: latitude!, longitude: longitude! }),
            VISITOR,
          ),
        ).toMatchObject({ outcome: "invalid", message: location });
      expect(geo.queries).toHaveLength(reverses);
      // A point the service knows nothing at, the service down, no geocoder: the CEP form, with the message.
      expect(
        await pages.checkAddress(form({ latitude: "-15.8", longitude: "-47.9" }), VISITOR),
      ).toMatchObject({
        message: location,
      });
      geo.behaviour.down = true;
      expect(
        await pages.checkAddress(
          form({ latitude: String(HOUSE.lat), longitude: String(HOUSE.lng) }),
          VISITOR,
        ),
      ).toMatchObject({ message: location });
      expect(
        await pagesWith(false).checkAddress(
          form({ latitude: String(HOUSE.lat), longitude: String(HOUSE.lng) }),
          VISITOR,
        ),
      ).toMatchObject({ message: location });
      // Nothing of the point or of the address found reaches the log.
      const logged = log.lines();
      expect(logged).toContain("viability source failed");
      expect(logged).not.toContain("-20.33");
      expect(logged).not.toContain("Palmeiras");
    } finally {
      await geo.close();
    }
  });
});

describe("Contrate online: the protocol by e-mail (decision 0071)", () => {
  it("with the SMTP server set, e-mails the visitor the protocol, the plan and what comes next, after a failed try", async () => {
    const log = memoryLogger();
    server = await createTestServer({ logger: log.logger });
    const cipher = createFieldCipher(Buffer.alloc(32, 21));
    const db = server.database.db;

    // No SMTP server: nothing is queued, and the page does not promise an e-mail.
    const without = await signUpThrough(server, cipher, undefined);
    expect(without.emailQueued).toBe(false);
    expect(await db.select().from(marketingDeliveries)).toEqual([]);

    await db
      .insert(marketingSettings)
      .values({ id: 1, smtpHost: "127.0.0.1", smtpPort: smtp.port, smtpFrom: "contrate@provedor.example" });
    let kicks = 0;
    const { protocol, emailQueued, plan } = await signUpThrough(server, cipher, undefined, undefined, () => {
      kicks += 1;
    });
    // Queued with the confirmation, once (a second tap queues nothing more), and the worker woken.
    expect(emailQueued).toBe(true);
    expect(kicks).toBeGreaterThan(0);
    const rows = await db.select().from(marketingDeliveries);
    expect(rows).toMatchObject([{ channel: "protocol", status: "pending", leadId: null }]);

    let clock = Date.now() + SECOND;
    const worker = createDeliveryWorker({
      db,
      logger: log.logger,
      queues: [
        marketingOutbox(db, cipher, {
          timeoutMs: 3_000,
          allowPrivateAddresses: true,
          smtpAllowPlainAuth: true,
        }),
      ],
      now: () => new Date(clock),
      random: () => 0.5,
    });
    smtp.fail(1);
    expect(await worker.runOnce()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
    clock += 2 * HOUR;
    expect(await worker.runOnce()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    await worker.stop();

    const mail = smtp.mails.at(-1)!;
    expect(smtp.mails).toHaveLength(1);
    expect(mail.from).toBe("contrate@provedor.example");
    expect(mail.to).toEqual([PERSON.email]);
    const text = quotedPrintable(mail.data);
    for (const line of [
      "Olá, Ana!",
      `Seu protocolo é ${protocol}.`,
      `Plano: ${plan.name}`,
      "Dia de vencimento: 10.",
      "E agora?",
      "1. Nossa equipe confere seus dados e confirma um dos horários de instalação pelo WhatsApp.",
    ])
      expect(text).toContain(line);
    // The address and the person's data never reach the log.
    for (const value of [PERSON.email, "ana.souza", "Ana Beatriz", "Palmeiras"])
      expect(log.lines()).not.toContain(value);

    // Erased with its sign-up (retention, or a person's request).
    await db.delete(signUps);
    expect(await db.select().from(marketingDeliveries)).toEqual([]);
  });
});

describe("Contrate online: installation slots (issue 68, point 3)", () => {
  /** Steps 1 to 3 with the given slot keys chosen; the draft's key, for its acceptance later. */
  async function draftWith(pages: ReturnType<typeof pagesOf>, windows: string[], visitor: string) {
    const { cep, plan } = await servedAddress(server!);
    const address = { cep, number: "12", complement: "" };
    const fields = Object.fromEntries(windows.map((key, index) => [`window${index + 1}`, key]));
    const saved = await pages.saveDetails(
      form({ ...address, offerCode: plan.offerCode!, ...PERSON, ...fields }),
      visitor,
    );
    if (saved.outcome !== "saved") throw new Error(`step 3: ${JSON.stringify(saved)}`);
    return saved.draftKey;
  }
  async function offered(pages: ReturnType<typeof pagesOf>) {
    const { cep, plan } = await servedAddress(server!);
    const step = await pages.choosePlan(
      form({ cep, number: "12", complement: "", offerCode: plan.offerCode! }),
      VISITOR,
    );
    if (step.outcome !== "ok") throw new Error(`step 2: ${JSON.stringify(step)}`);
    return step.slots.map(slotKey);
  }

  it("the console's windows decide the slots offered; a held slot fills its period until staff release it", async () => {
    server = await createTestServer();
    const cookie = await staffCookie(server);
    const { city } = await servedAddress(server);
    const put = (body: unknown) =>
      server!.app.request(`/api/admin/install-schedules/${city.id}`, jsonRequest("PUT", body, cookie));
    // Refused in pt-BR, field by field, and nothing kept.
    const refused = await put({
      weekdays: [],
      morningCapacity: 99,
      afternoonCapacity: 0,
      daysOff: ["2026-02-30"],
    });
    expect(refused.status).toBe(422);
    expect(await errorOf(refused)).toMatchObject({
      fields: {
        weekdays: "Escolha pelo menos um dia da semana.",
        morningCapacity: "Informe de 0 a 50 instalações por período.",
        "daysOff.0": "Data de folga inválida.",
      },
    });
    const list = async () =>
      (
        (await (
          await server!.app.request("/api/admin/install-schedules", { headers: { cookie } })
        ).json()) as {
          schedules: { cityId: number; custom: boolean; updatedAt: string | null }[];
        }
      ).schedules.find((row) => row.cityId === city.id)!;
    expect((await list()).custom).toBe(false);

    // Monday to Friday, one installation in the morning, none in the afternoon, the first weekday off.
    const weekdayAfter = (offset: number) => day(offset);
    const dayOff = [1, 2, 3, 4, 5, 6, 7]
      .map(weekdayAfter)
      .find((date) => ![0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()))!;
    const saved = await put({
      weekdays: [1, 2, 3, 4, 5],
      morningCapacity: 1,
      afternoonCapacity: 0,
      daysOff: [dayOff],
    });
    expect(saved.status).toBe(200);
    expect((await list()).custom).toBe(true);
    // The app's own key (DATA_DIR's): Contratações opens these sign-ups below.
    const { resolveFieldKey } = await import("../field-cipher");
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    const pages = pagesOf(server, cipher, undefined);
    const slots = await offered(pages);
    expect(slots.length).toBeGreaterThanOrEqual(10);
    for (const key of slots) {
      const [date, period] = key.split(":");
      expect(period).toBe("morning");
      expect(date).not.toBe(dayOff);
      expect([0, 6]).not.toContain(new Date(`${date}T12:00:00Z`).getUTCDay());
    }

    // A sign-up holds the first one: the next visitor no longer sees it; its second choice was not taken.
    const draft = await draftWith(pages, [slots[0]!, slots[1]!], "10.56.1.1");
    const confirmed = await pages.confirm(draft);
    expect(confirmed !== "concluded" && confirmed?.slot && slotKey(confirmed.slot)).toBe(slots[0]);
    expect(await offered(pages)).toEqual(slots.slice(1));

    // Contratações shows it held; released there, it is offered again.
    const signUpsList = (await (
      await server.app.request("/api/admin/sign-ups", { headers: { cookie } })
    ).json()) as {
      signUps: { id: number; updatedAt: string; slot: { text: string; state: string } | null }[];
    };
    const [row] = signUpsList.signUps;
    expect(row!.slot).toMatchObject({ state: "held" });
    const released = await server.app.request(
      `/api/admin/sign-ups/${row!.id}/slot`,
      jsonRequest("PATCH", { slotState: "released", expectedUpdatedAt: row!.updatedAt }, cookie),
    );
    expect(released.status).toBe(200);
    expect(await offered(pages)).toEqual(slots);
    // A released slot is not taken back.
    const again = await server.app.request(
      `/api/admin/sign-ups/${row!.id}/slot`,
      jsonRequest(
        "PATCH",
        {
          slotState: "confirmed",
          expectedUpdatedAt: ((await released.json()) as { signUp: { updatedAt: string } }).signUp.updatedAt,
        },
        cookie,
      ),
    );
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ message: "Esta contratação não tem horário reservado." });
    // Both writes are in the Histórico, without the person's data.
    const entries = await server.database.db.select().from(auditLog);
    expect(entries.map((entry) => entry.entity)).toEqual(
      expect.arrayContaining(["install_schedules", "sign_ups"]),
    );
    expect(JSON.stringify(entries)).not.toContain("Ana");
  });

  it("with Hubsoft, 'Confirmar horário' schedules the installation's order of service at the slot, once the prospect is a client", async () => {
    server = await createTestServer({
      erpEnvironment: { adapter: "hubsoft", url: hubsoft.url, token: FAKE_HUBSOFT_TOKEN },
    });
    const cookie = await staffCookie(server);
    const { resolveFieldKey } = await import("../field-cipher");
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    const pages = pagesOf(server, cipher, undefined);
    const [first, second] = await offered(pages);
    const accepted = await pages.confirm(await draftWith(pages, [first!, second!], "10.56.3.1"));
    expect(accepted !== "concluded" && accepted?.slot && slotKey(accepted.slot)).toBe(first);
    const current = async () =>
      (
        (await (await server!.app.request("/api/admin/sign-ups", { headers: { cookie } })).json()) as {
          signUps: { id: number; updatedAt: string; slot: { state: string } | null }[];
        }
      ).signUps[0]!;
    const confirm = async () => {
      const row = await current();
      return server!.app.request(
        `/api/admin/sign-ups/${row.id}/slot`,
        jsonRequest("PATCH", { slotState: "confirmed", expectedUpdatedAt: row.updatedAt }, cookie),
      );
    };
    hubsoft.state.calls.length = 0;

    // Not converted yet: Hubsoft has no installation order for the CPF; nothing changes, staff are told why.
    const early = await confirm();
    expect(early.status).toBe(409);
    expect(await errorOf(early)).toMatchObject({
      message:
        "O ERP ainda não tem a ordem de serviço de instalação deste CPF. Converta o pré-cadastro em cliente no ERP e confirme o horário de novo.",
    });
    expect((await current()).slot).toMatchObject({ state: "held" });

    // Converted in the panel: an installation order waits. Hubsoft down: refused, still held.
    const order = openFakeInstallationOrder(hubsoft.state, "52998224725", PERSON.name);
    hubsoft.behaviour.garbage = true;
    const down = await confirm();
    hubsoft.behaviour.garbage = false;
    expect(down.status).toBe(502);
    expect(await errorOf(down)).toMatchObject({
      message: "O ERP não respondeu e o horário não foi confirmado. Tente de novo em alguns minutos.",
    });
    expect(order.status).toBe("aguardando_agendamento");
    expect((await current()).slot).toMatchObject({ state: "held" });

    // Then confirmed: the order is scheduled for the slot's period, and the slot shows confirmed.
    expect((await confirm()).status).toBe(200);
    const [date] = first!.split(":");
    expect(order).toMatchObject({
      status: "pendente",
      data_inicio_programado: `${date} 08:00:00`,
      data_termino_programado: `${date} 12:00:00`,
    });
    expect((await current()).slot).toMatchObject({ state: "confirmed" });
    expect(hubsoft.state.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        "/api/v1/integracao/cliente/ordem_servico",
        "/api/v1/integracao/ordem_servico/agendar",
        "/api/v1/integracao/ordem_servico/reagendar",
      ]),
    );
    // The order is found by the CPF, as Hubsoft documents the search.
    const lookup = hubsoft.state.calls.find((call) => call.path.endsWith("/cliente/ordem_servico"));
    expect(lookup?.query).toMatchObject({ busca: "cpf_cnpj", termo_busca: "52998224725" });
  });

  it("a slot filled meanwhile: the acceptance holds the next chosen one with room, or none, and never overbooks", async () => {
    server = await createTestServer();
    const cookie = await staffCookie(server);
    const { city } = await servedAddress(server);
    const saved = await server.app.request(
      `/api/admin/install-schedules/${city.id}`,
      jsonRequest(
        "PUT",
        { weekdays: [0, 1, 2, 3, 4, 5, 6], morningCapacity: 1, afternoonCapacity: 0, daysOff: [] },
        cookie,
      ),
    );
    expect(saved.status).toBe(200);
    const pages = pagesOf(server, createFieldCipher(Buffer.alloc(32, 42)), undefined);
    const [first, second] = await offered(pages);
    // Three visitors choose the same two slots before any of them accepts.
    const drafts = [];
    for (const visitor of ["10.56.2.1", "10.56.2.2", "10.56.2.3"])
      drafts.push(await draftWith(pages, [first!, second!], visitor));
    const answers = await Promise.all(drafts.map((draft) => pages.confirm(draft)));
    const held = answers.map((answer) =>
      answer && answer !== "concluded" && answer.slot ? slotKey(answer.slot) : null,
    );
    expect(held.sort()).toEqual([first, second, null].sort());
    const rows = await server.database.db.select().from(signUps);
    expect(rows.filter((row) => row.slotState === "held")).toHaveLength(2);
    expect(await offered(pages)).not.toContain(first);
    expect(await offered(pages)).not.toContain(second);
  });
});

describe("Contrate online: the due days set in the console", () => {
  it("offers Configurações' days when no ERP lists them, checked on the server: 1 to 28, each once, at least one", async () => {
    server = await createTestServer();
    const cookie = await staffCookie(server);
    const put = (dueDays: unknown) =>
      server!.app.request(
        "/api/admin/coverage",
        jsonRequest(
          "PUT",
          {
            order: [],
            boxDistanceMeters: 250,
            geocoderUrl: "",
            tileUrl: "",
            ...(dueDays === undefined ? {} : { dueDays }),
          },
          cookie,
        ),
      );
    for (const [dueDays, message] of [
      ["0, 10", "Informe os dias de vencimento, de 1 a 28, separados por vírgula."],
      ["10, 29", "Informe os dias de vencimento, de 1 a 28, separados por vírgula."],
      ["", "Informe os dias de vencimento, de 1 a 28, separados por vírgula."],
      ["10, dez", "Informe os dias de vencimento, de 1 a 28, separados por vírgula."],
      [[10, 10], "Cada dia de vencimento só pode aparecer uma vez."],
    ] as const) {
      const refused = await put(dueDays);
      expect(refused.status, JSON.stringify(dueDays)).toBe(422);
      expect((await errorOf(refused)).fields).toEqual({ dueDays: message });
    }
    const saved = await put("20; 5 ,28");
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { settings: { dueDays: number[] } }).settings.dueDays).toEqual([
      5, 20, 28,
    ]);
    // A save without the field (an older console) keeps them.
    expect((await put(undefined)).status).toBe(200);

    const pages = pagesOf(server, createFieldCipher(Buffer.alloc(32, 22)), undefined);
    const { cep, plan } = await servedAddress(server);
    const address = { cep, number: "7", complement: "" };
    const step = await pages.choosePlan(form({ ...address, offerCode: plan.offerCode! }), VISITOR);
    expect(step.outcome === "ok" && step.dueDays).toEqual([5, 20, 28]);
    const details = {
      ...address,
      offerCode: plan.offerCode!,
      ...PERSON,
      ...slotFields(step),
    };
    // The page's old default (10) is not among them any more.
    const refused = await pages.saveDetails(form(details), "10.56.0.30");
    expect(refused.outcome === "invalid" && refused.errors.dueDay).toBe("Escolha o dia de vencimento.");
    const accepted = await pages.saveDetails(form({ ...details, dueDay: "20" }), "10.56.0.30");
    expect(accepted.outcome === "saved" && accepted.summary.dueDay).toBe(20);
  });
});

describe("Contratações in the console", () => {
  it("lists sign-ups and opens their photos for comercial and administrador only, never cached", async () => {
    server = await createTestServer();
    // The app's own key (DATA_DIR's), as the pages of a running server use it.
    const { resolveFieldKey } = await import("../field-cipher");
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    const { protocol } = await signUpThrough(server, cipher, undefined);
    const [row] = await server.database.db.select().from(signUps);

    for (const role of ["administrador", "comercial"] as const) {
      const cookie = await staffCookieFor(server, role);
      const list = await server.app.request("/api/admin/sign-ups", { headers: { Cookie: cookie } });
      expect(list.status).toBe(200);
      expect(list.headers.get("cache-control")).toContain("no-store");
      const body = (await list.json()) as {
        signUps: { protocol: string; name: string; statusLabel: string }[];
      };
      expect(body.signUps).toEqual([
        expect.objectContaining({ protocol, name: "Ana Beatriz Souza", statusLabel: "Nova" }),
      ]);
      // Opened from Contratações: the browser says it comes from our own page.
      const document = await server.app.request(`/api/admin/sign-ups/${row!.id}/documents/identity`, {
        headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      });
      expect(document.status).toBe(200);
      expect(document.headers.get("content-type")).toBe("image/jpeg");
      expect(document.headers.get("cache-control")).toContain("no-store");
      expect([...new Uint8Array(await document.arrayBuffer()).slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    for (const role of ["marketing", "atendimento"] as const) {
      const cookie = await staffCookieFor(server, role);
      for (const path of ["/api/admin/sign-ups", `/api/admin/sign-ups/${row!.id}/documents/identity`])
        expect(
          (await server.app.request(path, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } }))
            .status,
        ).toBe(403);
    }
    expect((await server.app.request(`/api/admin/sign-ups/${row!.id}/documents/identity`)).status).toBe(401);
    // No file of it anywhere a public address could serve: the uploads folder holds nothing.
    const { readdirSync, existsSync } = await import("node:fs");
    const uploads = `${server.dataDir}/uploads`;
    expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
  });

  it("moves a sign-up along and names its seller, audited without the person's data", async () => {
    server = await createTestServer();
    const { resolveFieldKey } = await import("../field-cipher");
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    await signUpThrough(server, cipher, undefined);
    const [row] = await server.database.db.select().from(signUps);
    const cookie = await staffCookieFor(server, "comercial");
    const moved = await server.app.request(`/api/admin/sign-ups/${row!.id}/status`, {
      method: "PATCH",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "installing", expectedUpdatedAt: row!.updatedAt.toISOString() }),
    });
    expect(moved.status).toBe(200);
    const list = (await (
      await server.app.request("/api/admin/sign-ups", { headers: { Cookie: cookie } })
    ).json()) as { signUps: { statusLabel: string }[] };
    expect(list.signUps[0]?.statusLabel).toBe("Em instalação");
    const csv = await server.app.request("/api/admin/sign-ups/export", {
      method: "POST",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify({}),
    });
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain("Ana Beatriz Souza");
    const { auditLog } = await import("../db/schema");
    const entries = JSON.stringify(await server.database.db.select().from(auditLog));
    expect(entries).toContain("installing");
    for (const value of ["Ana", "52998224725", "99876"]) expect(entries).not.toContain(value);
  });
});

describe("Contrate online: where the sign-up came from (issue 57)", () => {
  it("keeps the visit's first touch: Contratações and its export show it, IXC's contato gets origem_*", async () => {
    server = await createTestServer({ site: landingPages });
    const { resolveFieldKey } = await import("../field-cipher");
    const cipher = createFieldCipher(resolveFieldKey({ dataDir: server.dataDir, referrals: {} as never }));
    // The visitor lands from the campaign's link: the answer sets the first-touch cookie.
    const landing = await server.app.request(
      "/planos/vitoria-es?utm_source=instagram&utm_campaign=black-friday",
      {},
      fromAddress("10.56.0.20"),
    );
    const cookie = landing.headers
      .getSetCookie()
      .find((value) => value.startsWith(`${ATTRIBUTION_COOKIE}=`))
      ?.split(";")[0];
    expect(cookie).toBeDefined();
    const adapter = createIxcAdapter({
      allowPrivateAddresses: true,
      url: ixc.url,
      token: FAKE_IXC_TOKEN,
      timeoutMs: 700,
    });
    const { protocol } = await signUpThrough(server, cipher, adapter, cookie);
    // A sign-up of a visit without a campaign carries none.
    await signUpThrough(server, cipher, adapter);

    const staff = await staffCookieFor(server, "comercial");
    const list = (await (
      await server.app.request("/api/admin/sign-ups", { headers: { Cookie: staff } })
    ).json()) as { signUps: { protocol: string; attribution: unknown }[] };
    expect(list.signUps).toHaveLength(2);
    for (const row of list.signUps)
      expect(row.attribution).toEqual(
        row.protocol === protocol
          ? { landing: "/planos/vitoria-es", source: "instagram", campaign: "black-friday" }
          : null,
      );

    const csv = await (
      await server.app.request("/api/admin/sign-ups/export", {
        method: "POST",
        headers: { Cookie: staff, Origin: ORIGIN, "Content-Type": "application/json" },
        body: JSON.stringify({}),
      })
    ).text();
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    // The first touch closes each line, in the same columns as Contatos' export (no cell of it holds ';').
    const tail = (line: string) => line.split(";").slice(-ATTRIBUTION_COLUMNS.length);
    expect(tail(header!)).toEqual(ATTRIBUTION_COLUMNS.map((field) => ATTRIBUTION_LABELS[field]));
    expect(tail(lines.find((line) => line.includes(protocol))!)).toEqual([
      "instagram",
      "",
      "black-friday",
      "",
      "",
      "",
      "",
      "/planos/vitoria-es",
    ]);
    expect(tail(lines.find((line) => !line.includes(protocol))!)).toEqual(ATTRIBUTION_COLUMNS.map(() => ""));

    const before = ixc.state.contacts.length;
    const worker = workerFor(server, cipher, adapter);
    expect(await worker.later(0)).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    await worker.stop();
    const contacts = ixc.state.contacts.slice(before);
    const campaign = contacts.find((contact) => contact.obs?.includes(protocol));
    expect(campaign).toMatchObject({
      origem_source: "instagram",
      origem_medium: "",
      origem_campaing: "black-friday",
    });
    expect(campaign!.obs).toContain("Origem do contato no site:");
    // Both sign-ups are the same CPF's: the second updated that contato (issue 68), keeping its first touch.
    expect(contacts).toHaveLength(1);
  });
});

describe("LGPD: sign-ups and their photos are erased", () => {
  it("drafts after a day, delivered sign-ups after the retention", async () => {
    server = await createTestServer();
    const cipher = createFieldCipher(Buffer.alloc(32, 15));
    await signUpThrough(server, cipher, undefined);
    const db = server.database.db;
    const [row] = await db.select().from(signUps);
    await db
      .update(signUps)
      .set({ delivery: "delivered", deliveredAt: new Date(NOW.getTime() - 89 * 86_400_000) })
      .where(eq(signUps.id, row!.id));
    expect(await deleteExpiredSignUps(db, 90, NOW)).toBe(0);
    expect(await deleteExpiredSignUps(db, 90, new Date(NOW.getTime() + 2 * 86_400_000))).toBe(1);
    expect(await db.select().from(signUps)).toHaveLength(0);
    expect(await db.select().from(signUpDocuments)).toHaveLength(0);
  });
});

describe("Contrate online: the street from the CEP service (issue 56)", () => {
  it("prefills step 3's street and bairro and gives the street to the viability; empty when off, unknown or down", async () => {
    server = await createTestServer();
    const test = server;
    const { cep, plan } = await servedAddress(test);
    const cepService = await startFakeCepAddress({
      addresses: {
        [cep]: { logradouro: "Rua das Palmeiras", bairro: "Centro", localidade: "Vila Velha", uf: "ES" },
      },
    });
    try {
      const cipher = createFieldCipher(Buffer.alloc(32, 56));
      const log = memoryLogger();
      const asked: { street?: string | undefined }[] = [];
      // The fake answers http://: the server allows it as COVERAGE_ALLOW_HTTP=true does (else none is asked).
      const pages = (cepAddress?: ReturnType<typeof viaCepLookup>, allowHttp = true) =>
        createSignUpPages({
          allowHttp,
          // The fake listens on 127.0.0.1: the operator's allowance (issue 66, L3).
          allowPrivateAddresses: true,
          db: test.database.db,
          catalogue: test.catalogue,
          cipher,
          erp: () => undefined,
          logger: log.logger,
          encodeDocument: encodeSignUpDocument,
          now: () => NOW,
          viability: (address) => {
            asked.push(address);
            return checkViability({ db: test.database.db, catalogue: test.catalogue }, address);
          },
          ...(cepAddress ? { cepAddress } : {}),
        });
      const address = { cep, number: "120", complement: "" };
      const choose = async (journey: ReturnType<typeof pages>) => {
        const step = await journey.choosePlan(form({ ...address, offerCode: plan.offerCode! }), VISITOR);
        if (step.outcome !== "ok") throw new Error(`step 2: ${JSON.stringify(step)}`);
        return step.prefill;
      };

      // Off (nothing in Configurações → Cobertura): the fields come empty, as before.
      expect(await choose(pages())).toEqual({ street: "", district: "" });
      expect(asked.at(-1)?.street).toBeUndefined();
      expect(cepService.asked).toEqual([]);

      // Set in Configurações → Cobertura (written directly, as saved while COVERAGE_ALLOW_HTTP allowed it).
      await test.database.db
        .insert(coverageSettings)
        .values({ id: 1, cepAddressUrl: cepService.url })
        .onConflictDoUpdate({ target: coverageSettings.id, set: { cepAddressUrl: cepService.url } });
      // A server that does not allow http:// asks nothing in clear text: the service counts as off.
      expect(await choose(pages(undefined, false))).toEqual({ street: "", district: "" });
      expect(cepService.asked).toEqual([]);
      expect(await choose(pages())).toEqual({ street: "Rua das Palmeiras", district: "Centro" });
      expect(asked.at(-1)?.street).toBe("Rua das Palmeiras");
      expect(cepService.asked).toContain(cep);
      // Still editable: what the visitor types is what is kept.
      const saved = await pages().saveDetails(
        form({
          ...address,
          offerCode: plan.offerCode!,
          ...PERSON,
          street: "Rua das Palmeiras Nova",
          ...slotFields(await pages().choosePlan(form({ ...address, offerCode: plan.offerCode! }), VISITOR)),
        }),
        "10.56.0.40",
      );
      expect(saved.outcome === "saved" && saved.summary.personal.address.street).toBe(
        "Rua das Palmeiras Nova",
      );

      // A CEP the service does not know ({"erro": true}), and the service down: empty, the journey goes on.
      const unknown = await startFakeCepAddress({ addresses: {} });
      try {
        expect(await choose(pages(viaCepLookup({ allowPrivateAddresses: true, url: unknown.url })))).toEqual({
          street: "",
          district: "",
        });
        unknown.behaviour.down = true;
        expect(await choose(pages(viaCepLookup({ allowPrivateAddresses: true, url: unknown.url })))).toEqual({
          street: "",
          district: "",
        });
      } finally {
        await unknown.close();
      }
      // The failure is logged by its kind, never with the CEP.
      expect(log.lines()).toContain("cep address lookup failed");
      expect(log.lines()).not.toContain(cep);
    } finally {
      await cepService.close();
    }
  });
});
