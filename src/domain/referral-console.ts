import type { Attribution } from "./attribution";
import { formatPhone } from "./referral";

// What the console's 'Indicações' tab and its CSV export show of a referral. The server filters the
// export with the same search fields as the tab, so the file holds exactly the rows on screen.

export type ReferralDeliveryStatus = "pending" | "delivered" | "failed";

/** One side of a referral as staff see it: the CPF only masked ('***.456.789-**'). */
export type AdminReferralPerson = { name: string; phone: string; email: string; cpfMasked: string };

export type AdminReferral = {
  id: number;
  referrer: AdminReferralPerson;
  friend: AdminReferralPerson;
  status: ReferralDeliveryStatus;
  attempts: number;
  deliveredAt: string | null;
  contactedAt: string | null;
  contactedBy: string | null;
  createdAt: string;
  updatedAt: string;
  /** The visit's first touch (issue 57), or null. */
  attribution: Attribution | null;
};

export type ReferralSide = "referrer" | "friend";

export const REFERRAL_STATUS_LABELS: Record<ReferralDeliveryStatus, string> = {
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
};

/** 'Falhou (3 tentativas)'; pending and delivered say how many tries it took once there was one. */
export function referralStatusLabel(referral: Pick<AdminReferral, "status" | "attempts">): string {
  const label = REFERRAL_STATUS_LABELS[referral.status];
  if (referral.status === "delivered" || referral.attempts === 0) return label;
  return `${label} (${referral.attempts} ${referral.attempts === 1 ? "tentativa" : "tentativas"})`;
}

/** Names, e-mails and phones of both sides; phones as digits and as shown, so either spelling finds them. */
export function referralSearchFields(
  referral: Pick<AdminReferral, "referrer" | "friend"> & { attribution?: Attribution | null },
): string[] {
  return [
    ...[referral.referrer, referral.friend].flatMap((person) => [
      person.name,
      person.email,
      person.phone,
      formatPhone(person.phone),
    ]),
    // Issue 57: the first touch's source and campaign ('instagram', 'black-friday').
    referral.attribution?.source ?? "",
    referral.attribution?.campaign ?? "",
  ];
}
