import { useEffect, useState } from "react";
import { cn } from "../../../ui/lib/utils";

export const CAMERA_ROTATION_MS = 3000;
export const CLOCK_TICK_MS = 1000;

export const DEMO_CAMERAS = [
  {
    id: "CAM-01",
    location: "Entrada principal",
    image: "/images/webcam/entrada.svg",
    alt: "Porta de entrada de uma casa",
  },
  {
    id: "CAM-02",
    location: "Garagem",
    image: "/images/webcam/garagem.svg",
    alt: "Carro estacionado na garagem",
  },
  {
    id: "CAM-03",
    location: "Quintal",
    image: "/images/webcam/quintal.svg",
    alt: "Quintal com árvore e banco de madeira",
  },
] as const;

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * The overlay's clock as pt-BR writes it, '27/11/2026, 05:52:01', in the visitor's time. Written out rather
 * than through `Intl.DateTimeFormat`: the first formatter a page creates loads the locale's data, a task of
 * about 40 ms on this machine (a phone's CPU four times that) as the demo's code loads (issue 39, point 5).
 */
export function formatClock(date: Date): string {
  const day = `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/**
 * The hero's demo viewer: it moves to the next sample camera every 3 s and its clock ticks every second.
 * A visitor can pick a camera or pause the demo (moving content must be stoppable, WCAG 2.2.2).
 */
export function CameraDemo() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // The time is the visitor's, so it is only known in the browser: none in the server's HTML.
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % DEMO_CAMERAS.length),
      CAMERA_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    if (!playing) return;
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const camera = DEMO_CAMERAS[index]!;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset may not sit in this figure's parent (the W3C checker's error); the group role names the demo alike
    <div className="flex flex-col gap-3" role="group" aria-label="Demonstração das câmeras">
      <figure className="relative overflow-hidden rounded-xl border-4 border-slate-900 bg-slate-900 shadow-xl">
        <img
          src={camera.image}
          alt={`${camera.location}: ${camera.alt}`}
          width={640}
          height={360}
          className="block h-auto w-full"
          data-testid="camera-view"
        />
        <div className="absolute inset-x-0 top-0 flex items-start justify-between gap-2 bg-linear-to-b from-black/80 to-transparent p-3 font-mono text-xs text-white sm:text-sm">
          <div className="flex flex-col">
            <span className="font-bold" data-testid="camera-id">
              {camera.id}
            </span>
            <span data-testid="camera-location">{camera.location}</span>
          </div>
          <span className="flex items-center gap-1.5 rounded bg-black/60 px-2 py-0.5 font-bold">
            <span className="size-2.5 animate-pulse rounded-full bg-red-500" aria-hidden />
            REC
          </span>
        </div>
        <div className="absolute inset-x-0 bottom-0 flex items-center justify-between bg-linear-to-t from-black/80 to-transparent p-3 font-mono text-xs text-white sm:text-sm">
          {/* The server's HTML has no time to show: the clock starts in the browser. */}
          {now ? (
            <time data-testid="camera-clock" dateTime={now.toISOString()}>
              {formatClock(now)}
            </time>
          ) : (
            <span data-testid="camera-clock">{"\u00a0"}</span>
          )}
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            className="focus-ring-current flex cursor-pointer items-center gap-1 rounded bg-black/60 px-2 py-1 hover:bg-black/80"
          >
            {playing ? "Pausar demonstração" : "Continuar demonstração"}
          </button>
        </div>
        <figcaption className="sr-only">Imagens ilustrativas de câmeras de demonstração.</figcaption>
      </figure>
      <fieldset className="grid grid-cols-3 gap-2">
        <legend className="sr-only">Escolher câmera</legend>
        {DEMO_CAMERAS.map((item, i) => (
          <button
            key={item.id}
            type="button"
            onClick={() => setIndex(i)}
            aria-pressed={i === index}
            className={cn(
              "cursor-pointer overflow-hidden rounded-lg border-2",
              i === index ? "border-accent opacity-100" : "border-transparent opacity-80 hover:opacity-100",
            )}
          >
            <img src={item.image} alt="" width={640} height={360} className="block h-auto w-full" />
            <span className="block bg-slate-900 px-1 py-0.5 text-[11px] text-white">
              {item.id} · {item.location}
            </span>
          </button>
        ))}
      </fieldset>
    </div>
  );
}
