import { Hono } from "hono";
import { NEWSLETTER_MESSAGES } from "../../../domain";
import { limitedAddress } from "../../client-address";
import type { Db } from "../../db/client";
import type { FieldCipher } from "../../field-cipher";
import { subscribeToNewsletter } from "../../services/newsletter";
import type { Env } from "../env";
import { apiError, invalidBody, readJsonObject } from "../errors";
import { NEWSLETTER_SIGNUPS_PER_HOUR } from "../rate-limits";
import { clientIp } from "../request-origin";

// POST /api/newsletter: the blog's newsletter box with scripts (issue 39). Without them the same box posts
// to /blog, whose action reaches the same store (features/blog/newsletter.server.ts).

export function publicNewsletterRoutes(db: Db, cipher: FieldCipher) {
  return new Hono<Env>().post("/newsletter", async (c) => {
    const declaredJson = /^application\/json$/i.test((c.req.header("content-type") ?? "").split(";")[0]!.trim());
    const body = declaredJson ? await readJsonObject(c.req.raw) : undefined;
    if (!body) return invalidBody(c);
    const submitted = await subscribeToNewsletter(db, cipher, body, limitedAddress(clientIp(c)), {
      perHour: NEWSLETTER_SIGNUPS_PER_HOUR,
    });
    switch (submitted.outcome) {
      case "ignored":
        c.set("invalidFields", { website: "honeypot" });
        return c.json({ ok: true, message: NEWSLETTER_MESSAGES.subscribed }, 201);
      case "invalid":
        // The log gets the field's name, never what was typed.
        c.set("invalidFields", { email: "invalid" });
        return apiError(c, 400, "invalid", submitted.error, { email: submitted.error });
      case "rateLimited":
        return apiError(c, 429, "rate_limited", NEWSLETTER_MESSAGES.rateLimited);
      case "stored":
        return c.json({ ok: true, message: NEWSLETTER_MESSAGES.subscribed }, 201);
    }
  });
}
