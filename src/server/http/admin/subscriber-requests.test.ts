import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_MARKETING_SETTINGS } from "../../../domain/marketing";
import type { SubscriberRequestKind } from "../../../domain/subscriber-request";
import { auditLog, subscriberRequests } from "../../db/schema";
import { createDeliveryWorker } from "../../delivery/worker";
import { createFieldCipher, resolveFieldKey } from "../../field-cipher";
import { marketingOutbox } from "../../marketing/outbox";
import { storeSubscriberRequest } from "../../services/subscriber-requests";
import { quotedPrintable, startSmtpSink } from "../../testing/smtp-sink";
import {
  createTestServer,
  errorOf,
  jsonRequest,
  memoryLogger,
  staffCookie,
  staffCookieFor,
  type TestServer,
} from "../../testing/test-server";

// Issue 67, point 4: the console's Solicitações (atendimento and administrador). The list filtered by kind,
// state, city and period; the state; a reply the subscriber gets by e-mail through the SMTP server of the
// settings; the CSV with the console's export helper; each write audited without the subscriber's data.

type Listed = {
  requests: {
    id: number;
    protocol: string;
    kind: string;
    state: string;
    cityName: string | null;
    email: string | null;
    details: string[];
    replies: { text: string }[];
    updatedAt: string;
  }[];
};

const sink = await startSmtpSink();
let server: TestServer;
let admin: string;
let atendimento: string;
const log = memoryLogger();
const ids: Record<string, number> = {};

beforeAll(async () => {
  server = await createTestServer({ seed: false, logger: log.logger });
  admin = await staffCookie(server);
  atendimento = await staffCookieFor(server, "atendimento");
  const saved = await server.app.request(
    "/api/admin/marketing-settings",
    jsonRequest(
      "PUT",
      {
        ...EMPTY_MARKETING_SETTINGS,
        smtpHost: "127.0.0.1",
        smtpPort: String(sink.port),
        smtpFrom: "central@provedor.example",
      },
      admin,
    ),
  );
  expect(saved.status).toBe(200);
  const deps = { db: server.database.db, cipher: cipherOf(server), announce: server.announce };
  const make = async (
    name: string,
    kind: SubscriberRequestKind,
    city: { id: number; name: string } | undefined,
    email: string | undefined,
    at: string,
  ) => {
    const stored = await storeSubscriberRequest(
      deps,
      {
        kind,
        personal: {
          name: "Maria",
          ...(email ? { email } : {}),
          phone: "27999990000",
          subscriberId: name,
          contractId: "501",
          contractLabel: "Fibra 500 Mega",
          details: [`Pedido: ${kind}.`],
        },
        city,
      },
      `10.9.9.${Object.keys(ids).length + 1}`,
      new Date(at),
    );
    if ("limited" in stored) throw new Error("limited");
    ids[name] = stored.id;
  };
  await make(
    "cancel-vitoria",
    "cancel",
    { id: 1, name: "Vitória - ES" },
    "maria@example.com",
    "2026-11-20T15:00:00Z",
  );
  await make(
    "wifi-serra",
    "wifi",
    { id: 2, name: "Serra - ES" },
    "maria@example.com",
    "2026-11-25T15:00:00Z",
  );
  await make("plan-no-email", "plan", { id: 1, name: "Vitória - ES" }, undefined, "2026-11-26T15:00:00Z");
});
afterAll(async () => {
  await server.close();
  await sink.close();
});

const list = async (query = "", cookie = atendimento) => {
  const response = await server.app.request(`/api/admin/subscriber-requests${query}`, {
    headers: { cookie },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return ((await response.json()) as Listed).requests;
};

describe("Solicitações", () => {
  it("is for atendimento and administradores only", async () => {
    for (const role of ["comercial", "marketing"] as const) {
      const cookie = await staffCookieFor(server, role);
      const response = await server.app.request("/api/admin/subscriber-requests", { headers: { cookie } });
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe("Seu perfil não tem acesso a esta área do console.");
    }
    expect(await list("", admin)).toHaveLength(3);
  });

  it("filters by kind, state, city and period", async () => {
    expect((await list()).map((row) => row.kind)).toEqual(["plan", "wifi", "cancel"]);
    expect((await list("?kind=wifi")).map((row) => row.id)).toEqual([ids["wifi-serra"]]);
    expect((await list("?cityId=1")).map((row) => row.id)).toEqual([
      ids["plan-no-email"],
      ids["cancel-vitoria"],
    ]);
    expect((await list("?from=2026-11-21&to=2026-11-25")).map((row) => row.id)).toEqual([ids["wifi-serra"]]);
    expect(await list("?state=done")).toEqual([]);
    const bad = await server.app.request("/api/admin/subscriber-requests?kind=nada", {
      headers: { cookie: atendimento },
    });
    expect(bad.status).toBe(422);
  });

  it("changes a request's state, checked against the version the tab saw, and audits it", async () => {
    const [row] = await list("?kind=cancel");
    const path = `/api/admin/subscriber-requests/${row!.id}/state`;
    const changed = await server.app.request(
      path,
      jsonRequest("PATCH", { state: "in_progress", expectedUpdatedAt: row!.updatedAt }, atendimento),
    );
    expect(changed.status).toBe(200);
    // The version the tab had is gone: 409, nothing changes.
    const stale = await server.app.request(
      path,
      jsonRequest("PATCH", { state: "done", expectedUpdatedAt: row!.updatedAt }, atendimento),
    );
    expect(stale.status).toBe(409);
    expect((await list("?state=in_progress")).map((request) => request.id)).toEqual([row!.id]);
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "subscriber_requests"));
    const status = audits.find((entry) => entry.action === "status");
    expect(status).toMatchObject({ actorEmail: "atendimento@example.com", entityId: String(row!.id) });
    expect(JSON.stringify(status)).not.toMatch(/Maria|27999990000|maria@example/);
  });

  it("e-mails a reply to the subscriber and may close the request with it", async () => {
    const [row] = await list("?kind=wifi");
    const path = `/api/admin/subscriber-requests/${row!.id}/replies`;
    const short = await server.app.request(
      path,
      jsonRequest("POST", { text: "ok", expectedUpdatedAt: row!.updatedAt }, atendimento),
    );
    expect(short.status).toBe(422);
    const replied = await server.app.request(
      path,
      jsonRequest(
        "POST",
        {
          text: "Trocamos o nome da sua rede. Qualquer dúvida, estamos aqui.",
          state: "done",
          expectedUpdatedAt: row!.updatedAt,
        },
        atendimento,
      ),
    );
    expect(replied.status).toBe(200);
    expect(((await replied.json()) as { request: { emailQueued: boolean } }).request.emailQueued).toBe(true);
    const [after] = await list("?kind=wifi");
    expect(after).toMatchObject({
      state: "done",
      replies: [{ text: "Trocamos o nome da sua rede. Qualquer dúvida, estamos aqui." }],
    });
    // No e-mail on file: the reply is kept, nothing is queued.
    const [silent] = await list("?kind=plan");
    const kept = await server.app.request(
      `/api/admin/subscriber-requests/${silent!.id}/replies`,
      jsonRequest(
        "POST",
        { text: "Ligamos para combinar a troca.", expectedUpdatedAt: silent!.updatedAt },
        atendimento,
      ),
    );
    expect(((await kept.json()) as { request: { emailQueued: boolean } }).request.emailQueued).toBe(false);
    const worker = createDeliveryWorker({
      db: server.database.db,
      logger: log.logger,
      queues: [
        marketingOutbox(server.database.db, cipherOf(server), {
          timeoutMs: 3_000,
          // The sink is on 127.0.0.1, without STARTTLS (issue 66, L3).
          allowPrivateAddresses: true,
          smtpAllowPlainAuth: true,
        }),
      ],
    });
    const sent = sink.mails.length;
    // The two protocols (the requests with an e-mail) and the one reply.
    expect(await worker.runOnce()).toMatchObject({ delivered: 3, failed: 0 });
    await worker.stop();
    const reply = sink.mails.slice(sent).find((mail) => mail.data.includes("Resposta"));
    expect(reply?.to).toEqual(["maria@example.com"]);
    const text = quotedPrintable(reply!.data);
    expect(text).toContain(row!.protocol);
    expect(text).toContain("Trocamos o nome da sua rede.");
    expect(log.lines()).not.toMatch(/maria@example|Trocamos o nome/);
  });

  it("exports the filtered list as CSV, audited with what it held", async () => {
    const response = await server.app.request(
      "/api/admin/subscriber-requests/export",
      jsonRequest("POST", { cityId: "1" }, atendimento),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/solicitacoes-\d{4}-\d{2}-\d{2}\.csv/);
    const csv = await response.text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Data;Protocolo;Tipo;Situação;Sistema de gestão;Chamado ou referência;Assinante;E-mail;Telefone;Contrato;Cidade;Pedido;Respostas",
    );
    expect(lines).toHaveLength(3);
    expect(
      lines.some((line) => line.includes("Troca de plano") && line.includes("Ligamos para combinar")),
    ).toBe(true);
    const [exported] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, "export"));
    expect(exported).toMatchObject({ entity: "subscriber_requests" });
    expect((exported!.after as { rows: number }).rows).toBe(2);
  });

  it("sends again only a request the ERP did not take", async () => {
    const [row] = await list("?kind=cancel");
    const resend = await server.app.request(
      `/api/admin/subscriber-requests/${row!.id}/resend`,
      jsonRequest("POST", { expectedUpdatedAt: row!.updatedAt }, atendimento),
    );
    expect(resend.status).toBe(409);
    const [stored] = await server.database.db
      .select()
      .from(subscriberRequests)
      .where(eq(subscriberRequests.id, row!.id));
    expect(stored!.via).toBeNull();
  });
});

function cipherOf(testServer: TestServer) {
  return createFieldCipher(
    resolveFieldKey({
      dataDir: testServer.dataDir,
      referrals: { encryptionKey: undefined, relayUrl: undefined, retentionDays: 0 },
    }),
  );
}
