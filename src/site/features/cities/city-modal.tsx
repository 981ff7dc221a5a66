import { type FormEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import {
  CITY_CHOICE_PATH,
  COVERAGE_PAGE_PATH,
  cityLabel,
  cityMatchesStatus,
  filterCities,
  type PublicCity,
} from "../../../domain";
import { Alert } from "../../../ui/components/alert";
import { Button } from "../../../ui/components/button";
import { ChatButton } from "../../../ui/components/chat-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../ui/components/dialog";
import { Icon } from "../../../ui/components/icon";
import { Input } from "../../../ui/components/input";
import { floatingChatMessage } from "../../../ui/lib/contact";
import { useHydrated } from "../../../ui/lib/use-hydrated";
import { useTypedBeforeScripts } from "../../../ui/lib/use-typed-before-scripts";
import { PLANS_HEADING_ATTRIBUTE, useCity } from "../../components/city/city-context";
import { openCoverageRequest, prepareLeadRequest } from "../../stores/lead-requests";
import { remembersCity } from "../../stores/visit-city-storage";

// 'Digite seu CEP': the lookup's code loads when a visitor starts typing one (decision 0027).
const loadCepLookup = () => import("./cep-lookup");

/** 'Avise-me quando chegar' over the modal, which stays open beneath it: the form returns to it. */
const reachForCoverage = { onPointerEnter: prepareLeadRequest, onFocus: prepareLeadRequest };

/** '29100000' or '29.100-000' as '29100-000', while it is typed: the digits only, the dash after five. */
export function maskCep(text: string): string {
  return text
    .replace(/\D/g, "")
    .slice(0, 8)
    .replace(/(\d{5})(\d)/, "$1-$2");
}

/**
 * A CEP inside a city's range chooses that city; a town's generic CEP just outside its ranges suggests
 * it; a CEP in no range offers 'Avise-me quando chegar'.
 */
function CepSearch({ selectCity }: { selectCity: (city: PublicCity) => void }) {
  const { cities, pendingCity } = useCity();
  const [error, setError] = useState<string | null>(null);
  const [suggestion, setSuggestion] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const errorId = useId();
  // What was typed before the island hydrated (on the visitor's first key, decision 0090) gets the mask too.
  const cepRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (cepRef.current) cepRef.current.value = maskCep(cepRef.current.value);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const field = form.elements.namedItem("cep") as HTMLInputElement;
    if (busy || pendingCity) return;
    setBusy(true);
    setError(null);
    setSuggestion(null);
    const lookup = await loadCepLookup().catch(() => null);
    // Its code did not arrive (a dropped connection): the server answers, as it does without scripts.
    if (!lookup) return form.submit();
    const { lookUpCep, CepSuggestion, CEP_LOOKUP_FAILED_MESSAGE } = lookup;
    const outcome = await lookUpCep(field.value);
    setBusy(false);
    if (outcome.kind === "error") return setError(outcome.message);
    if (outcome.kind === "uncovered") return openCoverageRequest({ cep: outcome.cep, fromCityModal: true });
    const city = cities?.find((item) => item.id === outcome.cityId);
    if (!city) setError(CEP_LOOKUP_FAILED_MESSAGE);
    else if (outcome.kind === "suggested")
      setSuggestion(
        <CepSuggestion
          city={city}
          onChoose={() => selectCity(city)}
          onDecline={() => openCoverageRequest({ cep: outcome.cep, fromCityModal: true })}
        />,
      );
    else selectCity(city);
  };

  return (
    <form
      // Without scripts (failed, or not arrived yet) Buscar asks the server by GET, which opens the city's
      // page.
      action={CITY_CHOICE_PATH}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-1.5"
      aria-label="Buscar pelo CEP"
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        Digite seu CEP
      </label>
      <div className="flex gap-2">
        <Input
          // Not held in state: what a visitor typed before the scripts ran stays, as the browser keeps it.
          ref={cepRef}
          name="cep"
          id={inputId}
          onChange={(event) => {
            event.target.value = maskCep(event.target.value);
            setSuggestion(null);
            // Not on focus: opening the dialog focuses this field for a moment on every first visit.
            void loadCepLookup();
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          placeholder="00000-000"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" aria-disabled={busy || undefined} {...reachForCoverage}>
          {busy && <Icon name="loader-circle" className="animate-spin" />}
          Buscar
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {suggestion}
    </form>
  );
}

/** More cities than fit in a phone's screenful of the modal. */
const LONG_LIST = 8;

/**
 * The server's HTML already holds the open modal and its city list (a `<dialog open>`, made modal on
 * hydration) before any script runs. It cannot be dismissed: a city must be chosen.
 */
export function CityModal({ open, whatsappNumber }: { open: boolean; whatsappNumber: string }) {
  const {
    cities,
    city,
    selectCity: select,
    pendingCity,
    selectionError,
    restored,
    browseWithoutCity,
  } = useCity();
  // 'Lembrar minha cidade neste aparelho': off unless this device already remembers one (read once hydrated,
  // since only the browser knows).
  const [remember, setRemember] = useState(false);
  useEffect(() => setRemember(remembersCity()), []);
  const selectCity = (chosen: PublicCity) => select(chosen, remember);
  const hydrated = useHydrated();
  const [query, setQuery] = useState("");
  const searchRef = useTypedBeforeScripts(setQuery);
  const searchId = useId();
  const statusId = useId();
  const visible = useMemo(() => filterCities(cities ?? [], query), [cities, query]);

  // The control that asked for the modal, if any, gets the focus back when no city was chosen.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
  }, [open]);

  // The dialog keeps the callback of its last render, from before the city was set: read the city here.
  const chosen = useRef(city);
  chosen.current = city;
  const restoredRef = useRef(restored);
  restoredRef.current = restored;

  const returnFocus = (event: Event) => {
    // Closed as the page hydrated with the visit's city (decision 0045): the visitor chose nothing here, and
    // the focus goes back where it was before the modal took it.
    if (restoredRef.current) return;
    event.preventDefault();
    const city = chosen.current;
    const heading = document.querySelector<HTMLElement>(`[${PLANS_HEADING_ATTRIBUTE}]`);
    const target = city && heading ? heading : opener.current?.isConnected ? opener.current : heading;
    // A phone shows a screenful: the plans just asked for come into view, down to the first price.
    const phone = city && heading && matchMedia("(max-width: 639px)").matches;
    if (phone) heading.scrollIntoView({ block: "start" });
    (target ?? document.querySelector<HTMLElement>("main"))?.focus({ preventScroll: !!phone });
    opener.current = null;
  };

  return (
    <Dialog open={open}>
      <DialogContent
        // No entrance animation: on the first visit it is the page's first paint.
        width="md"
        column
        animated={false}
        hideClose
        inPlace
        dismissible={false}
        // The stylesheet (ui/theme.css) hides the server's modal of a visit that already has a city (decision
        // 0045) while this is the server's view: until the render after hydration, which closes it. Not
        // until the page's mark of hydration, which Astro's removal of `ssr` sets before React has hydrated:
        // the modal showed meanwhile, and a first press on the page (that starts the hydration, decision
        // 0090) could end on it and be lost.
        data-city-modal=""
        data-server-view={hydrated ? undefined : ""}
        held={!hydrated}
        onCloseAutoFocus={returnFocus}
        // A long list fills the screen's height anyway: its height from the first paint. On a slow network
        // the browser paints the modal before its list has all come, and a centred panel growing around its
        // field moved it (a layout shift of 0.44 in one Lighthouse run of 3 on `/`).
        className={(cities?.length ?? 0) > LONG_LIST ? "h-[calc(100dvh-2rem)]" : undefined}
      >
        <div className="flex flex-col gap-1.5">
          <DialogTitle size="xl" className="flex items-center gap-2">
            <Icon name="map-pin" className="size-5 text-primary" />
            Escolha sua cidade
          </DialogTitle>
          <DialogDescription>Mostramos os planos disponíveis onde você mora.</DialogDescription>
        </div>

        {cities === null ? (
          <Alert variant="destructive">
            <div className="flex flex-col gap-3">
              <span>Não foi possível carregar as cidades</span>
              <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
                Tentar novamente
              </Button>
            </div>
          </Alert>
        ) : (
          <>
            <CepSearch selectCity={selectCity} />
            <div className="relative">
              <Icon
                name="search"
                className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground"
              />
              <label htmlFor={searchId} className="sr-only">
                Buscar cidade
              </label>
              <Input
                ref={searchRef}
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
                    if (!pendingCity) selectCity(visible[0]);
                  }
                }}
                autoComplete="off"
                aria-describedby={statusId}
                // The name search takes the focus on open, as before the CEP field was added above it.
                data-autofocus
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
            {query.trim() && visible.length === 0 && (
              <Button
                variant="outline"
                className="self-start"
                onClick={() => openCoverageRequest({ city: query.trim(), fromCityModal: true })}
                {...reachForCoverage}
              >
                <Icon name="bell-ring" />
                Avise-me quando chegar
              </Button>
            )}
            {selectionError && (
              <Alert variant="destructive">
                <span>{selectionError}. Escolha a cidade novamente para tentar de novo.</span>
              </Alert>
            )}
            {/* Each city submits its label here when no script runs: a tap before the scripts arrive, or
                with none, opens the city's page instead of doing nothing. */}
            <form
              action={CITY_CHOICE_PATH}
              // Out of the layout: the list below stays the dialog's scrolling part.
              className="contents"
              hidden={visible.length === 0}
            >
              <ul
                className="-mx-2 flex min-h-0 flex-1 flex-col gap-0.5 overflow-y-auto p-2"
                aria-label="Cidades atendidas"
              >
                {visible.map((item) => {
                  const pending = pendingCity?.id === item.id;
                  return (
                    <li key={item.id} className="flex">
                      {/* The label is the submitted value: an id per city weighed 2 KB of a 600-city page. */}
                      <input
                        type="submit"
                        name="cidade"
                        value={cityLabel(item)}
                        className="focus-inset flex-1 cursor-pointer rounded-md px-3 py-2.5 text-left text-sm whitespace-normal hover:bg-muted aria-disabled:cursor-wait"
                        onClick={(event) => {
                          event.preventDefault();
                          if (!pendingCity) selectCity(item);
                        }}
                        // Not `disabled`: that would drop the keyboard focus while the plans load.
                        aria-disabled={pendingCity !== null || undefined}
                        aria-busy={pending || undefined}
                      />
                      {pending && (
                        <span className="flex shrink-0 items-center gap-1.5 px-3 text-xs text-muted-foreground">
                          <Icon name="loader-circle" className="size-4 animate-spin" />
                          Carregando planos...
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </form>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              {/* A functional preference, stated in the privacy policy: without scripts there is nothing to keep. */}
              <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm noscript:hidden">
                <input
                  type="checkbox"
                  checked={remember}
                  onChange={(event) => setRemember(event.target.checked)}
                  className="size-4 accent-primary"
                />
                Lembrar minha cidade neste aparelho
              </label>
              {/* A dialog's own form closes it, scripts or not; with them the visit browses with no city. */}
              <form method="dialog">
                <button
                  type="submit"
                  onClick={(event) => {
                    event.preventDefault();
                    browseWithoutCity();
                  }}
                  className="min-h-11 cursor-pointer text-sm font-semibold text-muted-foreground underline underline-offset-4 hover:text-foreground"
                >
                  Ver o site sem escolher
                </button>
              </form>
            </div>
            {/* Before the scripts run, or without them, the way out opens 'Avise-me quando chegar' on its own
                page; with them, its dialog over the modal. */}
            <form
              action={COVERAGE_PAGE_PATH}
              onSubmit={(event) => {
                event.preventDefault();
                openCoverageRequest({ fromCityModal: true });
              }}
              className="flex flex-wrap items-center justify-between gap-x-4"
            >
              <button
                type="submit"
                className="min-h-11 cursor-pointer text-sm font-semibold text-primary underline-offset-4 hover:underline"
                {...reachForCoverage}
              >
                Minha cidade não está na lista
              </button>
              <ChatButton
                whatsappNumber={whatsappNumber}
                message={floatingChatMessage(undefined)}
                variant="outline"
                size="lg"
              >
                <Icon name="whatsapp" />
                Falar no WhatsApp
              </ChatButton>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The modal of a page that asks for a city as soon as it opens (`handle = { askCity: AskCityModal }`). */
export function AskCityModal({ whatsappNumber }: { whatsappNumber: string }) {
  const { city, modalRequested, browsing } = useCity();
  return <CityModal open={modalRequested || (!city && !browsing)} whatsappNumber={whatsappNumber} />;
}
