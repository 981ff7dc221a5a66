import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "./auth";
import type { Database } from "./db/client";
import { authAccount, authUser } from "./db/schema";
import { upsertStaffUser } from "./services/staff";
import { openTestDatabase } from "./testing/database-template";

// The test servers hash passwords at a lower cost (testing/test-password-hashing.ts); the server itself
// gives createAuth no hashing, and so stores and checks better-auth's own scrypt.
describe("passwords on a server given no hashing of its own", () => {
  let database: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close } = await openTestDatabase("migrated"));
  });
  afterAll(() => close());

  it("are stored as better-auth's scrypt hash, which signs in", async () => {
    const auth = createAuth({ db: database.db, secret: "s".repeat(40) });
    await upsertStaffUser(auth, database.db, "producao@example.com", "uma-senha-bem-longa");
    const [row] = await database.db
      .select({ password: authAccount.password })
      .from(authAccount)
      .innerJoin(authUser, eq(authUser.id, authAccount.userId))
      .where(eq(authUser.email, "producao@example.com"));
    expect(row?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: row!.password!, password: "uma-senha-bem-longa" })).toBe(true);
    const signedIn = await auth.handler(
      new Request("http://localhost/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body: JSON.stringify({ email: "producao@example.com", password: "uma-senha-bem-longa" }),
      }),
    );
    expect(signedIn.status).toBe(200);
  });
});
