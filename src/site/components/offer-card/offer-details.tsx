import { lazy, type ReactNode, Suspense, useState } from "react";
import { Button } from "../../../ui/components/button";
import type { OfferPlan } from "./offer-card";

export type OfferDetailsProps = { plan: OfferPlan; features: readonly string[]; salesActions: ReactNode };

// The dialog's code loads when a visitor reaches for the button (decision 0010): most visits never open it,
// and every page with plan cards would carry it up front.
const loadDialog = () => import("./offer-details-dialog");
const OfferDetailsDialog = lazy(loadDialog);

/** 'Ver detalhes' (SPEC §2, plan card): the button, and the dialog once asked for. */
export function OfferDetails(props: OfferDetailsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        size="link-touch"
        onPointerEnter={loadDialog}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        Ver detalhes<span className="sr-only"> de {props.plan.name}</span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfferDetailsDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
