import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import type { FieldCipher } from "../field-cipher";
import { buildOutboxQueues, OUTBOXES } from "./outboxes";

const deps = (purgeUrl: string | undefined) => ({
  // Building a queue only keeps these for its deliveries; none is used here.
  db: {} as Db,
  cipher: {} as FieldCipher,
  erp: () => undefined,
  config: {
    cdn: { purgeUrl, purgeToken: undefined },
    publicUrl: undefined,
    allowPrivateAddresses: false,
    smtpAllowPlainAuth: false,
  },
});

describe("the delivery worker's outboxes", () => {
  it("build the queues the docs list, each under the name its entry gives", () => {
    const queues = buildOutboxQueues(deps("https://cdn.example/purge"));
    expect(queues.map((queue) => queue.name)).toEqual(OUTBOXES.map((outbox) => outbox.name));
  });

  it("leave the CDN's purges out where no purge URL is set", () => {
    const names = buildOutboxQueues(deps(undefined)).map((queue) => queue.name);
    expect(names).not.toContain("cdnPurge");
    expect(names).toContain("marketing");
  });
});
