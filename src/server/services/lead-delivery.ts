import { leads } from "../db/schema";
import { deliveryQueries } from "./delivery-queue";

// The leads table as the delivery worker and the retention job use it: the outbox's queries
// (delivery-queue.ts) on the leads' delivery columns (`delivery_status`, beside the sales `status`).

export type ClaimedLead = typeof leads.$inferSelect;

export const leadQueue = deliveryQueries<ClaimedLead>({
  table: leads,
  id: leads.id,
  status: leads.delivery,
  statusKey: "delivery",
  attempts: leads.attempts,
  nextAttemptAt: leads.nextAttemptAt,
  lastError: leads.lastError,
  deliveredAt: leads.deliveredAt,
  createdAt: leads.createdAt,
  updatedAt: leads.updatedAt,
});
