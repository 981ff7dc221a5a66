import { useState } from "react";
import { Button } from "../../../ui/components/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../ui/components/dialog";
import { useCity } from "../../components/city/city-context";
import type { LeadRequest } from "../../stores/lead-requests";
import { BusinessRequestForm } from "./business-request-form";
import { CallbackRequestForm } from "./callback-request-form";
import { CoverageRequestForm } from "./coverage-request-form";
import { heading } from "./lead-heading";
import { type Sent, SentPanel } from "./lead-sent";

// The lead forms in a native dialog (decision 0009), loaded on demand by LeadRequestHost. The dialog
// holds the form, then, once the server has stored it, says what happens next. Without scripts the same
// forms live on their own pages (lead-page.tsx).

/** The city modal beneath cannot be closed: the site opens without a city, or its list comes back. */
function BrowseOrChoose({ onClose }: { onClose: () => void }) {
  const { browseWithoutCity } = useCity();
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        type="button"
        size="lg"
        onClick={() => {
          browseWithoutCity();
          onClose();
        }}
      >
        Ver o site
      </Button>
      <Button type="button" size="lg" variant="outline" onClick={onClose}>
        Escolher outra cidade
      </Button>
    </div>
  );
}

export default function LeadDialog({ request, onClose }: { request: LeadRequest; onClose: () => void }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const { title, description } = heading(request);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      {/* Once sent, the panel's own 'Fechar' is the one way out: two buttons of one name would be ambiguous. */}
      <DialogContent width="lg" column hideClose={sent !== null}>
        <DialogHeader>
          <DialogTitle size="xl">{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {sent ? (
          <SentPanel sent={sent}>
            {request.kind === "coverage" && request.prefill.fromCityModal ? (
              <BrowseOrChoose onClose={onClose} />
            ) : (
              <Button type="button" size="lg" onClick={onClose}>
                Fechar
              </Button>
            )}
          </SentPanel>
        ) : request.kind === "coverage" ? (
          <CoverageRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "coverage", values })}
          />
        ) : request.kind === "callback" ? (
          <CallbackRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "callback", values })}
          />
        ) : (
          <BusinessRequestForm
            prefill={request.prefill}
            onSent={(values) => setSent({ kind: "business", values })}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
