import { subscriberRequestReplies, subscriberRequests } from "../db/schema";
import type { Entity } from "./entity";

/** 'Solicitações': the subscriber desk's self-service requests (issue 67); no page shows them. */
export const subscriberRequestsEntity = {
  name: "subscriber_requests",
  tables: [subscriberRequests],
  admin: { paths: ["subscriber-requests"], area: "requests" },
  visitors: false,
} as const satisfies Entity;

/** Staff replies to a request: sealed, read and written only through the Solicitações tab's API. */
export const subscriberRequestRepliesEntity = {
  name: "subscriber_request_replies",
  tables: [subscriberRequestReplies],
  visitors: false,
} as const satisfies Entity;
