import { cdnPurgeOutbox } from "../cdn/purge";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { ErpAdapter } from "../erp/contract";
import { erpProspectOutbox } from "../erp/prospects";
import { signUpOutbox } from "../erp/sign-ups";
import type { FieldCipher } from "../field-cipher";
import { leadOutbox } from "../leads/delivery";
import { marketingOutbox } from "../marketing/outbox";
import { referralOutbox } from "../referrals/delivery";
import type { OutboxQueue } from "./worker";

// Every outbox the delivery worker drains, in one list: serve.ts builds the worker's queues from it and
// docs/architecture.md's list of them is generated from it (scripts/docs-lists.ts), so a new queue is in
// both by being added here.

/** What a queue is built from: the process's database, field cipher, ERP and configuration. */
export type OutboxDeps = {
  db: Db;
  cipher: FieldCipher;
  /** The ERP configured at the time of a delivery (decision 0037). */
  erp: () => ErpAdapter | undefined;
  config: Pick<Config, "cdn" | "publicUrl" | "allowPrivateAddresses" | "smtpAllowPlainAuth">;
};

type Outbox = {
  /** The queue's name in the logs ('referral delivered'), as its OutboxQueue names it. */
  name: string;
  /** What it delivers and where, for the docs' list. */
  delivers: string;
  /** Its queue, or none when this process is not configured for it (no CDN purge URL). */
  build(deps: OutboxDeps): OutboxQueue<{ id: number; attempts: number }> | undefined;
};

export const OUTBOXES: readonly Outbox[] = [
  {
    name: "referral",
    delivers: "'Indique um amigo' referrals, posted to the relay (`REFERRAL_RELAY_URL`, decision 0026)",
    build: ({ cipher }) => referralOutbox(cipher),
  },
  {
    name: "lead",
    delivers: "the contact forms' leads, posted to the same relay",
    build: () => leadOutbox(),
  },
  {
    name: "erpProspect",
    delivers: "leads and referrals as the ERP's prospects, delivered by the ERP adapter, not the relay",
    build: ({ db, erp }) => erpProspectOutbox(db, erp),
  },
  {
    name: "signUp",
    delivers: "'Contrate online' sign-ups as the ERP's pre-registrations (issue 56)",
    build: ({ db, cipher, erp }) => signUpOutbox(db, cipher, erp),
  },
  {
    name: "cdnPurge",
    delivers: "the CDN's purges, posted to `CDN_PURGE_URL` when it is set (decision 0032)",
    build: ({ config }) =>
      config.cdn.purgeUrl
        ? cdnPurgeOutbox({ purgeUrl: config.cdn.purgeUrl, purgeToken: config.cdn.purgeToken })
        : undefined,
  },
  {
    name: "marketing",
    delivers: "RD Station conversions and the sales team's alerts by e-mail and WhatsApp (decision 0068)",
    build: ({ db, cipher, config }) =>
      marketingOutbox(db, cipher, {
        siteUrl: config.publicUrl?.replace(/\/+$/, ""),
        allowPrivateAddresses: config.allowPrivateAddresses,
        smtpAllowPlainAuth: config.smtpAllowPlainAuth,
      }),
  },
];

/** The delivery worker's queues for this process. */
export function buildOutboxQueues(deps: OutboxDeps) {
  return OUTBOXES.flatMap((outbox) => {
    const queue = outbox.build(deps);
    return queue ? [queue] : [];
  });
}
