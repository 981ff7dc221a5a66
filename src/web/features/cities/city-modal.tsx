import { Loader2Icon, MapPinIcon, SearchIcon } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { cityLabel, cityMatchesStatus, filterCities } from "../../../domain";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { revealFocused } from "../../lib/focus";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "./city-context";

/**
 * Rendered in place rather than in a portal, so the server's HTML already holds the open modal
 * and its city list before any script runs. It cannot be dismissed: a city must be chosen.
 */
export function CityModal({ open }: { open: boolean }) {
  const { cities, city, selectCity, pendingCity, plansError } = useCity();
  const revalidator = useRevalidator();
  const [query, setQuery] = useState("");
  const searchId = useId();
  // Radix names the dialog only after hydration; the server's HTML needs the name too.
  const titleId = useId();
  const descriptionId = useId();
  const statusId = useId();
  const visible = useMemo(() => filterCities(cities ?? [], query), [cities, query]);

  // The control that asked for the modal, if any, gets the focus back when no city was chosen.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);

  const returnFocus = (event: Event) => {
    event.preventDefault();
    const heading = document.querySelector<HTMLElement>(`[${PLANS_HEADING_ATTRIBUTE}]`);
    const target = city && heading ? heading : opener.current?.isConnected ? opener.current : heading;
    (target ?? document.querySelector<HTMLElement>("main"))?.focus();
    opener.current = null;
  };

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
        onCloseAutoFocus={returnFocus}
        onFocus={revealFocused}
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
                onKeyDown={(event) => {
                  // Typing then Enter picks the first match, as the list is already narrowed down.
                  if (event.key === "Enter" && visible[0] && query.trim()) {
                    event.preventDefault();
                    if (!pendingCity) void selectCity(visible[0]);
                  }
                }}
                autoComplete="off"
                aria-describedby={statusId}
              />
            </div>
            {/* Polite, so the count follows the typing without interrupting it. */}
            <p
              id={statusId}
              role="status"
              className={query.trim() ? "text-sm text-muted-foreground" : "sr-only"}
            >
              {cityMatchesStatus(visible.length, query)}
            </p>
            {plansError && (
              <Alert variant="destructive">
                <span>{plansError}. Escolha a cidade novamente para tentar de novo.</span>
              </Alert>
            )}
            <ul
              className="-mx-2 flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto p-2"
              aria-label="Cidades atendidas"
              hidden={visible.length === 0}
            >
              {visible.map((item) => {
                const pending = pendingCity?.id === item.id;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="focus-inset flex w-full cursor-pointer items-center justify-between rounded-md px-3 py-2.5 text-left text-sm hover:bg-muted aria-disabled:cursor-wait"
                      onClick={() => {
                        if (!pendingCity) void selectCity(item);
                      }}
                      // Not `disabled`: that would drop the keyboard focus while the plans load.
                      aria-disabled={pendingCity !== null || undefined}
                      aria-busy={pending || undefined}
                    >
                      <span>{cityLabel(item)}</span>
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
            </ul>
          </>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
