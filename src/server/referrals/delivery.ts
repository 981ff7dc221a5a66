import { formatCpf, formatPhone } from "../../domain";
import {
  createDeliveryWorker,
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  type OutboxQueue,
  type RelayBody,
  startDeliveryWorker,
} from "../delivery/worker";
import type { FieldCipher } from "../field-cipher";
import { type ClaimedReferral, referralQueue } from "../services/referral-delivery";

// What the delivery worker (src/server/delivery/worker.ts) posts for a referral, and the worker with the
// referrals' queue alone, as the referral tests drive it. The server runs one worker for referrals and
// leads together (serve.ts).

export const RELAY_NAME = "Indicação de amigo";
export const RELAY_SUBJECT = "Nova indicação de amigo";

/** SPEC §7 "Referral submission": a name label, both people's data in one text block, a subject. */
export function buildRelayBody(referral: ClaimedReferral, cipher: FieldCipher): RelayBody {
  const person = (title: string, name: string, phone: string, email: string, sealedCpf: string) =>
    [
      title,
      `Nome: ${name}`,
      `Telefone: ${formatPhone(phone)}`,
      `E-mail: ${email}`,
      `CPF: ${formatCpf(cipher.decrypt(sealedCpf))}`,
    ].join("\n");
  const message = [
    person(
      "Quem indicou:",
      referral.referrerName,
      referral.referrerPhone,
      referral.referrerEmail,
      referral.referrerCpfEncrypted,
    ),
    person(
      "Amigo indicado:",
      referral.friendName,
      referral.friendPhone,
      referral.friendEmail,
      referral.friendCpfEncrypted,
    ),
    // Delivery is at least once (a crash between the relay's answer and our bookkeeping repeats a
    // post): the number lets the sales team spot a repeat.
    `Indicação nº ${referral.id}`,
  ].join("\n\n");
  return { name: RELAY_NAME, message, subject: RELAY_SUBJECT };
}

/** The referrals table as the worker delivers from it. */
export function referralOutbox(cipher: FieldCipher): OutboxQueue<ClaimedReferral> {
  return { name: "referral", queries: referralQueue, body: (row) => buildRelayBody(row, cipher) };
}

export type ReferralDeliveryOptions = Omit<DeliveryWorkerOptions, "queues"> & { cipher: FieldCipher };
export type ReferralDelivery = DeliveryWorker;

/** A worker for referrals alone. */
export function createReferralDelivery({ cipher, ...options }: ReferralDeliveryOptions): ReferralDelivery {
  return createDeliveryWorker({ ...options, queues: [referralOutbox(cipher)] });
}

/** A started worker for referrals alone, when a relay is set. */
export function startReferralDelivery({
  cipher,
  ...options
}: Omit<ReferralDeliveryOptions, "relayUrl"> & { relayUrl: string | undefined }):
  | ReferralDelivery
  | undefined {
  return startDeliveryWorker({ ...options, queues: [referralOutbox(cipher)] });
}
