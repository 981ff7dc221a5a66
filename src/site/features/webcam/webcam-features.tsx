import { Icon } from "../../../ui/components/icon";
import type { IconCard } from "./webcam-content.server";

export function WebcamFeatures({ items }: { items: IconCard[] }) {
  return (
    <section aria-labelledby="recursos-titulo" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="recursos-titulo" className="text-3xl font-extrabold tracking-tight">
        Tudo o que você precisa para monitorar
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((feature) => (
          <li key={feature.title} className="flex gap-4 rounded-xl border bg-card p-5">
            <Icon name={feature.icon} size={32} className="shrink-0 text-decor" />
            <div>
              <h3 className="font-bold">{feature.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
