import type { ReactNode } from "react";
import { monthlyPriceText, splitStreamings } from "../../../domain";
import { Button } from "../ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../ui/dialog";
import type { OfferPlan } from "./offer-card";
import { FeatureList, IncludedApps, OfferLabelLink, OfferTerms } from "./offer-parts";

/**
 * 'Ver detalhes' (SPEC §2, plan card): the plan's terms, its features, its first three apps as included
 * products and the rest as limited apps, the card's own sales actions and the link to the offer's label.
 */
export function OfferDetails({
  plan,
  features,
  salesActions,
}: {
  plan: OfferPlan;
  features: readonly string[];
  salesActions: ReactNode;
}) {
  const { included, limited } = splitStreamings(plan.streamings);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11 px-3">
          Ver detalhes<span className="sr-only"> de {plan.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{plan.name}</DialogTitle>
          <DialogDescription>
            {plan.speed} · {monthlyPriceText(plan.price)}
          </DialogDescription>
        </DialogHeader>
        <OfferTerms plan={plan} />
        <FeatureList items={[`Internet Fibra ${plan.speed}`, ...features]} />
        {[
          { title: "Produtos inclusos", apps: included },
          { title: "Aplicativos limitados", apps: limited },
        ].map(
          ({ title, apps }) =>
            apps.length > 0 && (
              <section key={title} className="flex flex-col gap-3">
                <h3 className="text-sm font-bold">{title}</h3>
                <IncludedApps streamings={apps} label={title} />
              </section>
            ),
        )}
        <div className="flex flex-col gap-2">{salesActions}</div>
        <OfferLabelLink code={plan.offerCode} planName={plan.name} />
      </DialogContent>
    </Dialog>
  );
}
