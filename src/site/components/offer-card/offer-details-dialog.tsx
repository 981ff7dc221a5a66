import { priceConditionsText, splitStreamings } from "../../../domain";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../../ui/components/dialog";
import type { OfferDetailsProps } from "./offer-details";
import { FeatureList, IncludedApps, OfferLabelLink, OfferTerms } from "./offer-parts";

/**
 * 'Ver detalhes' (SPEC §2, plan card), loaded on demand by OfferDetails: the plan's terms, its features, its first three apps as included
 * products and the rest as limited apps, the card's own sales actions and the link to the offer's label.
 */
export default function OfferDetailsDialog({
  plan,
  features,
  salesActions,
  onClose,
}: OfferDetailsProps & { onClose: () => void }) {
  const { included, limited } = splitStreamings(plan.streamings);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{plan.name}</DialogTitle>
          <DialogDescription>
            {plan.speed} · {priceConditionsText(plan)}
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
