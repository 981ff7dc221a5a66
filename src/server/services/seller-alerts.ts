import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  DEFAULT_SELLER_ALERTS,
  SELLER_ALERT_MESSAGES,
  type SellerAlerts,
  type SellerAlertsInput,
} from "../../domain/marketing";
import { nameKey } from "../../domain/name-key";
import type { Db } from "../db/client";
import { authUser, cities, sellerAlerts } from "../db/schema";
import { auditedWrite, ServiceError, type StaffContext, type Tx } from "./console-writes";

// Each seller's own alerts of new leads (issue 57, decision 0068): a staff member with the comercial role
// is alerted by e-mail at their account's address (unless turned off) and by WhatsApp at their number, for
// the leads of the cities they take. A lead from a city some seller took alerts those sellers; any other
// lead alerts every comercial member. An administrador sets them in Equipe (audited as `staff`).

type Row = typeof sellerAlerts.$inferSelect;

const toAlerts = (row: Row | undefined): SellerAlerts =>
  row
    ? { email: row.email, whatsapp: row.whatsapp ?? "", cityIds: row.cityIds }
    : { ...DEFAULT_SELLER_ALERTS };

/** Everyone's alerts by account id; an account without a row has the defaults. */
export async function sellerAlertsByUser(db: Db): Promise<Map<string, SellerAlerts>> {
  const rows = await db.select().from(sellerAlerts);
  return new Map(rows.map((row) => [row.userId, toAlerts(row)]));
}

export async function setSellerAlerts(staff: StaffContext, id: string, input: SellerAlertsInput) {
  return auditedWrite(staff, async (tx, audit) => {
    const [user] = await tx.select().from(authUser).where(eq(authUser.id, id)).for("update");
    if (!user) throw new ServiceError(404, "staff_not_found", "Conta não encontrada. Recarregue a página.");
    if (user.role !== "comercial")
      throw new ServiceError(422, "not_a_seller", SELLER_ALERT_MESSAGES.notSeller, {
        email: SELLER_ALERT_MESSAGES.notSeller,
      });
    const cityIds = [...new Set(input.cityIds)].sort((a, b) => a - b);
    if (cityIds.length > 0) {
      const found = await tx.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds));
      if (found.length !== cityIds.length)
        throw new ServiceError(422, "invalid_cities", SELLER_ALERT_MESSAGES.cities, {
          cityIds: SELLER_ALERT_MESSAGES.cities,
        });
    }
    const [current] = await tx.select().from(sellerAlerts).where(eq(sellerAlerts.userId, id));
    const values = {
      email: input.email,
      whatsapp: input.whatsapp === "" ? null : input.whatsapp,
      cityIds,
      updatedBy: staff.actor.email,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(sellerAlerts)
      .values({ userId: id, ...values })
      .onConflictDoUpdate({ target: sellerAlerts.userId, set: values })
      .returning();
    // The Histórico reads the cities by name (a city removed later keeps its name here). A staff member's
    // number is the team's business, not a visitor's: the Histórico may show it.
    const before = toAlerts(current);
    const after = toAlerts(row);
    const ids = [...new Set([...before.cityIds, ...after.cityIds])];
    const names = new Map(
      ids.length === 0
        ? []
        : (
            await tx
              .select({ id: cities.id, name: cities.name, state: cities.state })
              .from(cities)
              .where(inArray(cities.id, ids))
          ).map((city) => [city.id, `${city.name} - ${city.state}`]),
    );
    const shown = (alerts: SellerAlerts) => ({
      alertEmail: alerts.email,
      alertWhatsapp: alerts.whatsapp,
      alertCities: alerts.cityIds.map((id) => names.get(id) ?? `Cidade nº ${id}`),
    });
    await audit({
      action: "update",
      entity: "staff",
      entityId: id,
      before: shown(before),
      after: shown(after),
    });
    return toAlerts(row);
  });
}

/** One seller a lead alerts: where to, as set now. */
export type AlertedSeller = { id: string; email: boolean; whatsapp: string | null };

/**
 * The sellers a new lead alerts: those who took its city when any did, else every active comercial member.
 * Read in the transaction that stores the lead.
 */
export async function sellersForLead(
  tx: Tx | Db,
  lead: { city: string | null; uf: string | null },
): Promise<AlertedSeller[]> {
  const rows = await tx
    .select({ id: authUser.id, alerts: sellerAlerts })
    .from(authUser)
    .leftJoin(sellerAlerts, eq(sellerAlerts.userId, authUser.id))
    .where(and(eq(authUser.role, "comercial"), isNull(authUser.disabledAt)));
  const sellers = rows.map((row) => ({ id: row.id, ...toAlerts(row.alerts ?? undefined) }));
  let chosen = sellers;
  if (lead.city && lead.uf) {
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.nameKey, nameKey(lead.city)), eq(cities.state, lead.uf as never)));
    const takers = city ? sellers.filter((seller) => seller.cityIds.includes(city.id)) : [];
    if (takers.length > 0) chosen = takers;
  }
  return chosen
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((seller) => ({ id: seller.id, email: seller.email, whatsapp: seller.whatsapp || null }));
}

/** Where an alert queued for a seller goes now, or undefined when the account is gone, disabled or no longer comercial. */
export async function sellerAddress(db: Db, id: string) {
  const [row] = await db
    .select({
      email: authUser.email,
      role: authUser.role,
      disabledAt: authUser.disabledAt,
      alerts: sellerAlerts,
    })
    .from(authUser)
    .leftJoin(sellerAlerts, eq(sellerAlerts.userId, authUser.id))
    .where(eq(authUser.id, id));
  if (row?.role !== "comercial" || row.disabledAt) return undefined;
  const alerts = toAlerts(row.alerts ?? undefined);
  return { email: alerts.email ? row.email : undefined, whatsapp: alerts.whatsapp || undefined };
}
