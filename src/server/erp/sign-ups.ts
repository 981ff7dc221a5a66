import type { Db } from "../db/client";
import type { OutboxQueue } from "../delivery/worker";
import type { FieldCipher } from "../field-cipher";
import { firstSignUpOfCpf, signUpDelivery, signUpQueue } from "../services/sign-ups";
import type { ErpAdapter } from "./contract";

// 'Contrate online' sign-ups to the ERP as pre-registrations (issue 56), through the outbox the prospects
// use (decisions 0026 and 0037): claimed with a lease, retried with backoff, given up as 'failed' after the
// policy's attempts, each attempt carrying the sign-up's idempotency key so a retry after a timeout creates
// nothing twice. A confirmed sign-up is due at once only when an ERP takes sign-ups (confirmSignUp); with
// none it waits in the console.

class SignUpsNotTaken extends Error {
  override name = "SignUpsNotTaken";
  readonly code = "ERP_NOT_CONFIGURED";
}

/** A repeat CPF whose first sign-up is still on its way: it waits, to update that record (issue 68). */
class FirstSignUpPending extends Error {
  override name = "FirstSignUpPending";
  readonly code = "FIRST_SIGN_UP_PENDING";
}

export function signUpOutbox(
  db: Db,
  cipher: FieldCipher,
  erp: () => ErpAdapter | undefined,
): OutboxQueue<Awaited<ReturnType<typeof signUpQueue.claimDue>>[number]> {
  return {
    name: "signUp",
    queries: signUpQueue,
    body: () => ({}),
    async deliver(row) {
      const adapter = erp();
      if (!adapter?.capabilities.createSignUp || !adapter.createSignUp) throw new SignUpsNotTaken();
      // A repeat updates its first's record: it waits while that one is still pending (a failed first
      // leaves nothing to update, so the repeat writes anew).
      if ((await firstSignUpOfCpf(db, row))?.delivery === "pending") throw new FirstSignUpPending();
      const signUp = await signUpDelivery(db, cipher, row);
      // A draft never comes due; one erased since it was claimed has nothing left to send.
      if (signUp) await adapter.createSignUp(signUp);
    },
  };
}

/** Whether the ERP in use takes sign-ups: a confirmed one is then due at once. */
export function erpTakesSignUps(adapter: ErpAdapter | undefined): boolean {
  return Boolean(adapter?.capabilities.createSignUp && adapter.createSignUp);
}
