import { Hono } from "hono";
import { offerDay } from "../../../domain";
import { installScheduleSchema } from "../../../domain/sign-up-schema";
import type { Db } from "../../db/client";
import { listInstallSchedules, saveInstallSchedule } from "../../services/install-slots";
import { type AdminEnv, idParam, staffOf, valid } from "./kit";

const cityId = () => idParam("city_not_found", "Cidade não encontrada. Recarregue a página.");

/**
 * 'Janelas de instalação' (issue 68, point 3; Contratações' area: comercial and administrador): each city's
 * weekdays, installations per period and days off, which 'Contrate online' offers slots from.
 */
export function installScheduleRoutes(db: Db) {
  return new Hono<AdminEnv>()
    .get("/", async (c) => c.json({ schedules: await listInstallSchedules(db) }, 200))
    .put("/:id", cityId(), valid("json", installScheduleSchema), async (c) => {
      const schedule = await saveInstallSchedule(
        staffOf(c, db),
        c.req.valid("param").id,
        c.req.valid("json"),
        offerDay(new Date()),
      );
      return c.json({ schedule }, 200);
    });
}
