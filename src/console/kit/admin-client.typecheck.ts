// Compile-time only: fails typecheck if AdminApi stops typing requests and answers.
import type { InferRequestType, InferResponseType } from "hono/client";
import type { AdminClient } from "./admin-client";

type CityList = InferResponseType<AdminClient["cities"]["$get"], 200>;
type BulkBody = InferRequestType<AdminClient["plan-cities"]["bulk"]["$post"]>["json"];
type Deleted = InferRequestType<AdminClient["plans"][":id"]["$delete"]>["query"];

export const checks = {
  cityName: (list: CityList) => list.cities[0]?.name satisfies string | undefined,
  bulk: { planId: 1, cityIds: [1, 2] } satisfies BulkBody,
  deleted: { expectedUpdatedAt: "2026-01-01T00:00:00.000Z" } satisfies Deleted,
};
