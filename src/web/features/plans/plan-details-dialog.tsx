import { describeCameras, monthlyPriceText, type PublicPlan, splitStreamings } from "../../../domain";
import { CheckIcon } from "../../components/icons";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../components/ui/dialog";
import { NewWindowHint } from "../../components/ui/new-window-hint";
import { StreamingRow } from "./streaming-icons";

export function PlanDetailsDialog({ plan, salesLink }: { plan: PublicPlan; salesLink: string | null }) {
  const { included, limited } = splitStreamings(plan.streamings.map((s) => s.name));
  const byName = new Map(plan.streamings.map((s) => [s.name, s]));
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
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
        <ul className="flex flex-col gap-2 text-sm">
          <li className="flex items-center gap-2">
            <CheckIcon className="size-4 text-success" aria-hidden /> Internet Fibra {plan.speed}
          </li>
          {plan.cameraCount > 0 && (
            <li className="flex items-center gap-2">
              <CheckIcon className="size-4 text-success" aria-hidden /> {describeCameras(plan.cameraCount)}
            </li>
          )}
          <li className="flex items-center gap-2">
            <CheckIcon className="size-4 text-success" aria-hidden /> Instalação gratuita
          </li>
        </ul>
        {included.length > 0 && (
          <section className="flex flex-col gap-3">
            <h3 className="text-sm font-bold">Produtos inclusos</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {included.map((name) => (
                <StreamingRow key={name} streaming={byName.get(name)!} />
              ))}
            </ul>
          </section>
        )}
        {limited.length > 0 && (
          <section className="flex flex-col gap-3">
            <h3 className="text-sm font-bold">Aplicativos limitados</h3>
            <ul className="flex flex-col gap-2 text-sm">
              {limited.map((name) => (
                <StreamingRow key={name} streaming={byName.get(name)!} />
              ))}
            </ul>
          </section>
        )}
        {salesLink && (
          <Button asChild variant="accent" size="lg">
            <a href={salesLink} target="_blank" rel="noopener noreferrer">
              Assinar pelo WhatsApp
              <NewWindowHint />
            </a>
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
