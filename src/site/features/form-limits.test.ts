import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES, NEWSLETTER_MESSAGES, REFERRAL_MESSAGES } from "../../domain";
import type { AppContext } from "../../server/http/app-context";
import { answerNewsletterSignUp } from "./blog/newsletter.server";
import { answerLeadForm } from "./leads/lead-form.server";
import { answerReferralForm } from "./referral/referral-form.server";

// A public form's page for an address its store refused for the hourly limit (issue 55, M1): the server
// renders it once from a neutral request with `formLimited` and sends those bytes to every later post from
// such an address, so the answer is the limit's message alone: nothing typed, nothing read, nothing stored.

const refused = () => {
  throw new Error("a limited address's form reaches no store");
};
const context = {
  formLimited: true,
  submitLead: refused,
  submitReferral: refused,
  subscribeToNewsletter: refused,
} as unknown as AppContext;
const posted = (body: string) =>
  new Request("http://localhost/", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });

describe("a public form's answer to an address at its hourly limit", () => {
  it("is the lead forms' message, 429, without reading the form or the plan", async () => {
    const request = posted("name=Lia+Matos&phone=19987654321");
    for (const kind of ["coverage", "callback", "business"] as const) {
      const reply = await answerLeadForm(context, request, kind, null);
      expect(reply).toEqual({
        body: { values: {}, errors: {}, message: LEAD_MESSAGES.rateLimited },
        status: 429,
      });
    }
    expect(request.bodyUsed).toBe(false);
  });

  it("is the referral form's message at its first step, 429, empty", async () => {
    const request = posted("amigo-name=Jo%C3%A3o&passo=2");
    const reply = await answerReferralForm(context, request);
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({ step: 1, errors: {}, message: REFERRAL_MESSAGES.rateLimited });
    expect(Object.values(reply.body.values).join("")).toBe("");
    expect(request.bodyUsed).toBe(false);
  });

  it("is the newsletter box's message, 429, with no address in the box", async () => {
    const request = posted("email=leitora%40example.com");
    expect(await answerNewsletterSignUp(context, request)).toEqual({
      body: { email: "", error: NEWSLETTER_MESSAGES.rateLimited },
      status: 429,
    });
    expect(request.bodyUsed).toBe(false);
  });
});
