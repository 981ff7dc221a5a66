import type { CSSProperties } from "react";
import globoplay from "../../../../public/images/streaming/globoplay.svg?inline";
import looke from "../../../../public/images/streaming/looke.svg?inline";
import max from "../../../../public/images/streaming/max.svg?inline";
import premiere from "../../../../public/images/streaming/premiere.svg?inline";
import telecine from "../../../../public/images/streaming/telecine.svg?inline";
import { Button } from "../../../ui/components/button";

/**
 * The streaming apps the provider's plans include, each with a login guide. Their logos (a few hundred bytes
 * each) are written into the page as data URLs (Vite's `?inline`): five requests of the home's first load,
 * each with more bytes of headers than of image (issue 70).
 */
const APPS = [
  { name: "Max", icon: max },
  { name: "Globoplay", icon: globoplay },
  { name: "Looke", icon: looke },
  { name: "Telecine", icon: telecine },
  { name: "Premiere", icon: premiere },
];

export function AppsPromo() {
  return (
    <section
      aria-labelledby="apps-titulo"
      className="bg-blue-950 text-white"
      // The site's focus outline is dark blue in the light theme: on this band it must be white to show.
      style={{ "--focus-ring": "#fff" } as CSSProperties}
    >
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <h2 id="apps-titulo" className="text-3xl font-extrabold tracking-tight">
            Streaming incluso no seu plano
          </h2>
          <p className="mt-3 text-blue-100">
            Assine internet fibra e assista a filmes, séries, novelas e futebol nos aplicativos parceiros, sem
            pagar nada a mais por eles. Veja como ativar cada um com o seu login de assinante.
          </p>
          <Button asChild variant="accent" size="lg" className="mt-6">
            <a href="/streamings">Conheça os streamings</a>
          </Button>
        </div>
        <ul className="flex flex-wrap justify-center gap-4 md:justify-end">
          {APPS.map((app) => (
            <li key={app.name} className="flex w-20 flex-col items-center gap-2">
              <img
                src={app.icon}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 rounded-full"
              />
              <span className="text-sm font-semibold">{app.name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
