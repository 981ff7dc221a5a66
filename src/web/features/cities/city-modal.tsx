import { Loader2Icon, MapPinIcon, SearchIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { cityLabel, filterCities } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { useCity } from "./city-context";

/**
 * Rendered in place rather than in a portal, so the server's HTML already holds the open modal
 * and its city list before any script runs. It cannot be dismissed: a city must be chosen.
 */
export function CityModal({ open }: { open: boolean }) {
  const { cities, selectCity, pendingCity } = useCity();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState("");
  const searchId = useId();
  // Radix names the dialog only after hydration; the server's HTML needs the name too.
  const titleId = useId();
  const descriptionId = useId();
  const visible = useMemo(() => filterCities(cities ?? [], query), [cities, query]);

  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-xl"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onEscapeKeyDown={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <DialogPrimitive.Title id={titleId} className="flex items-center gap-2 text-xl font-bold">
            <MapPinIcon className="size-5 text-primary" aria-hidden />
            Escolha sua cidade
          </DialogPrimitive.Title>
          <DialogPrimitive.Description id={descriptionId} className="text-sm text-muted-foreground">
            Mostramos os planos disponíveis onde você mora.
          </DialogPrimitive.Description>
        </div>

        {cities === null ? (
          <Alert variant="destructive">
            <div className="flex flex-col gap-3">
              <span>Não foi possível carregar as cidades</span>
              <Button variant="outline" size="sm" onClick={() => revalidator.revalidate()}>
                Tentar novamente
              </Button>
            </div>
          </Alert>
        ) : (
          <>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
                aria-hidden
              />
              <label htmlFor={searchId} className="sr-only">
                Buscar cidade
              </label>
              <Input
                id={searchId}
                type="search"
                placeholder="Buscar cidade..."
                className="pl-9"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                autoComplete="off"
              />
            </div>
            <ul
              className="-mx-2 flex min-h-0 flex-1 flex-col overflow-y-auto px-2"
              aria-label="Cidades atendidas"
            >
              {visible.map((city) => {
                const pending = pendingCity?.id === city.id;
                return (
                  <li key={city.id}>
                    <button
                      type="button"
                      className="flex w-full cursor-pointer items-center justify-between rounded-md px-3 py-2.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none disabled:cursor-wait"
                      onClick={() => selectCity(city)}
                      disabled={pendingCity !== null}
                      aria-busy={pending}
                    >
                      <span>{cityLabel(city)}</span>
                      {pending && (
                        <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                          <Loader2Icon className="size-4 animate-spin" aria-hidden />
                          Carregando planos...
                        </span>
                      )}
                    </button>
                  </li>
                );
              })}
              {visible.length === 0 && (
                <li className="px-3 py-6 text-center text-sm text-muted-foreground">
                  Nenhuma cidade encontrada com "{query}"
                </li>
              )}
            </ul>
          </>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
