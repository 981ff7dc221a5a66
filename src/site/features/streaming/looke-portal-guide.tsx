import { CommandDialog, commandOpener } from "../../../ui/components/command-dialog";
import { Icon } from "../../../ui/components/icon";
import type { PortalStep } from "./guides";

const imageOf = (step: number) => `/images/streaming/looke-portal/passo-${step}.svg`;

function PortalStepCard({ step, index }: { step: PortalStep; index: number }) {
  const number = index + 1;
  const id = `passo-ampliado-${number}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground">
      <button
        {...commandOpener(id)}
        className="group relative block cursor-zoom-in bg-muted"
        aria-label={`Ampliar a imagem do passo ${number}: ${step.title}`}
      >
        <img
          src={imageOf(number)}
          alt={step.alt}
          width={640}
          height={400}
          loading="lazy"
          className="h-auto w-full"
        />
        <span
          aria-hidden
          className="absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-black/75 px-2 py-1 text-xs font-semibold text-white"
        >
          <Icon name="zoom-in" className="size-3.5" />
          Ampliar
        </span>
      </button>
      <CommandDialog
        id={id}
        width="max-w-4xl"
        title={
          <>
            Passo {number}: {step.title}
          </>
        }
        description={step.text}
      >
        <img
          src={imageOf(number)}
          alt={step.alt}
          width={640}
          height={400}
          loading="lazy"
          className="h-auto w-full rounded-lg"
        />
      </CommandDialog>
      <div className="flex flex-col gap-1 p-4">
        <h3 className="font-semibold">
          <span className="text-primary">Passo {number}:</span> {step.title}
        </h3>
        <p className="text-sm text-muted-foreground">{step.text}</p>
      </div>
    </li>
  );
}

/** The portal walk-through; a click on a screen opens it enlarged in a dialog. */
export function LookePortalGuide({ steps }: { steps: readonly PortalStep[] }) {
  return (
    <section aria-labelledby="guia-portal" className="flex flex-col gap-4">
      <h2 id="guia-portal" className="text-2xl font-bold">
        Passo a passo no portal da Looke
      </h2>
      <p className="text-muted-foreground">
        Veja cada tela da ativação. Clique em uma imagem para vê-la ampliada.
      </p>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <PortalStepCard key={step.title} step={step} index={index} />
        ))}
      </ol>
    </section>
  );
}
