import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { maskCpf } from "../../domain";
import { type Database, openDatabase } from "../db/client";
import { referrals } from "../db/schema";
import { createFieldCipher, type FieldCipher } from "../field-cipher";
import { createLogger, type Logger } from "../logger";
import { openTestDatabase } from "./database-template";

export const REFERRER = {
  name: "Maria Aparecida Souza",
  phone: "11987654321",
  email: "maria.souza@example.com",
  cpf: "52998224725",
};
export const FRIEND = {
  name: "Joaquim Pereira Lima",
  phone: "4133334444",
  email: "joaquim.lima@example.com",
  cpf: "11144477735",
};

/** Every way the test people's data could show up in a log line. */
export const PERSONAL_VALUES = [
  ...[REFERRER, FRIEND].flatMap((person) => [person.name, person.phone, person.email, person.cpf]),
  "529.982.247-25",
  "111.444.777-35",
  "(11) 9 8765-4321",
  "(41) 3333-4444",
  "98765",
  "982247",
  "444777",
];

export type FreshDatabase = {
  database: Database;
  /** Another connection pool on the same database, as a second server process would have. */
  openAnother: () => Promise<Database>;
  close: () => Promise<void>;
};

/** PGlite in memory, or a throwaway database on TEST_DATABASE_URL, migrated (from the run's template). */
export async function openFreshDatabase(): Promise<FreshDatabase> {
  const fresh = await openTestDatabase("migrated");
  const { database, url } = fresh;
  // PGlite is single-process: a second "process" shares the one instance.
  if (!url) return { database, openAnother: async () => database, close: fresh.close };
  const others: Database[] = [];
  return {
    database,
    openAnother: async () => {
      const other = await openDatabase({ databaseUrl: url });
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await fresh.close();
    },
  };
}

export function createTestCipher(): FieldCipher {
  return createFieldCipher(randomBytes(32));
}

/** Stores a referral the way POST /api/referrals does: CPFs sealed, masked copies in clear. */
export async function insertReferral(
  database: Database,
  cipher: FieldCipher,
  values: { createdAt?: Date; nextAttemptAt?: Date } = {},
): Promise<number> {
  const [row] = await database.db
    .insert(referrals)
    .values({
      referrerName: REFERRER.name,
      referrerPhone: REFERRER.phone,
      referrerEmail: REFERRER.email,
      referrerCpfEncrypted: cipher.encrypt(REFERRER.cpf),
      referrerCpfMasked: maskCpf(REFERRER.cpf),
      friendName: FRIEND.name,
      friendPhone: FRIEND.phone,
      friendEmail: FRIEND.email,
      friendCpfEncrypted: cipher.encrypt(FRIEND.cpf),
      friendCpfMasked: maskCpf(FRIEND.cpf),
      clientKey: cipher.clientKey("203.0.113.7"),
      ...values,
    })
    .returning({ id: referrals.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

export type RelayRequest = { method?: string; url?: string; headers: IncomingHttpHeaders; body: string };

export type TestRelay = {
  url: string;
  requests: RelayRequest[];
  /** What the relay answers from now on. */
  status: number;
  /** Starts listening on the relay's port (again). */
  up: () => Promise<void>;
  /** Stops listening: posts get 'connection refused'. */
  down: () => Promise<void>;
  /** Delays each answer, to hold a post in flight. */
  delayMs: number;
  /** When set, a POST is answered 302 to this path (other methods get `status`), like a moved form URL. */
  redirectPostTo?: string;
};

/** A local HTTP server standing in for the form-to-e-mail relay, on an ephemeral port that stays its own. */
export async function createTestRelay(): Promise<TestRelay> {
  let server: Server | undefined;
  const relay: TestRelay = {
    url: "",
    requests: [],
    status: 200,
    delayMs: 0,
    up: async () => {
      if (server) return;
      const next = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          relay.requests.push({
            method: req.method,
            url: req.url,
            headers: req.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          });
          setTimeout(() => {
            if (relay.redirectPostTo && req.method === "POST") {
              res.writeHead(302, { location: relay.redirectPostTo });
              res.end();
              return;
            }
            res.writeHead(relay.status, { "content-type": "application/json" });
            res.end(JSON.stringify({ success: relay.status < 400 }));
          }, relay.delayMs);
        });
      });
      next.keepAliveTimeout = 1;
      next.listen(port, "127.0.0.1");
      await once(next, "listening");
      port = (next.address() as AddressInfo).port;
      server = next;
    },
    down: async () => {
      const current = server;
      server = undefined;
      if (!current) return;
      current.closeAllConnections();
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  // 0 the first time (an ephemeral port), then the same port on every restart.
  let port = 0;
  await relay.up();
  relay.url = `http://127.0.0.1:${port}/relay`;
  return relay;
}

/** A logger writing JSON lines into memory, at the most verbose level, for log-scan tests. */
export function createCapturedLogger(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("trace", stream), text: () => lines.join("") };
}
