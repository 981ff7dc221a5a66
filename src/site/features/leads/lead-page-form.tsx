import { useState } from "react";
import type { CallbackPeriod } from "../../../domain";
import { Button } from "../../../ui/components/button";
import { BusinessRequestForm } from "./business-request-form";
import { CallbackRequestForm } from "./callback-request-form";
import { CoverageRequestForm } from "./coverage-request-form";
import type { LeadFormAnswer } from "./lead-form-kit";
import type { LeadAsked } from "./lead-heading";
import { type Sent, SentPanel } from "./lead-sent";

/** What the page's answer says was sent, for the thank-you's words (the server checked every value). */
function sentFrom(kind: LeadAsked["kind"], values: Record<string, string>): Sent {
  const value = (field: string) => values[field] ?? "";
  switch (kind) {
    case "coverage":
      return {
        kind,
        values: { name: value("name"), city: value("city"), uf: value("uf"), cep: value("cep") },
      };
    case "callback":
      return {
        kind,
        values: { name: value("name"), phone: value("phone"), period: value("period") as CallbackPeriod },
      };
    case "business":
      return { kind, values: { contactName: value("contactName"), companyName: value("companyName") } };
  }
}

/**
 * The form of a lead form's page, or its thank-you once stored: from the page's answer without scripts,
 * or in place after the form posted to the API with them.
 */
export default function LeadPageForm({ asked, answer }: { asked: LeadAsked; answer?: LeadFormAnswer }) {
  const [sent, setSent] = useState<Sent | null>(() =>
    answer?.sent ? sentFrom(asked.kind, answer.values) : null,
  );
  const answered = answer?.sent ? undefined : answer;
  if (sent)
    return (
      <SentPanel sent={sent}>
        <Button asChild size="lg">
          <a href="/">Voltar para a página inicial</a>
        </Button>
      </SentPanel>
    );
  switch (asked.kind) {
    case "coverage":
      return (
        <CoverageRequestForm
          prefill={asked.prefill}
          answer={answered}
          onSent={(values) => setSent({ kind: "coverage", values })}
        />
      );
    case "callback":
      return (
        <CallbackRequestForm
          prefill={asked.prefill}
          answer={answered}
          onSent={(values) => setSent({ kind: "callback", values })}
        />
      );
    case "business":
      return (
        <BusinessRequestForm
          prefill={asked.prefill}
          answer={answered}
          onSent={(values) => setSent({ kind: "business", values })}
        />
      );
  }
}
