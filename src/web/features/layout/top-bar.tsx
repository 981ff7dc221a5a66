import { useId, useRef, useState } from "react";
import { Form } from "react-router";
import type { SiteSettings } from "../../../domain";
import { CITY_CHOICE_PATH, cityLabel } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { Icon } from "../../components/ui/icon";
import { telLink } from "../../lib/contact";
import { useTheme } from "../../lib/theme";

export const SKIP_TARGETS = { content: "conteudo", menu: "menu", footer: "rodape" } as const;

export function SkipLinks() {
  const links = [
    { href: `#${SKIP_TARGETS.content}`, label: "Ir para o conteúdo" },
    { href: `#${SKIP_TARGETS.menu}`, label: "Ir para o menu" },
    { href: `#${SKIP_TARGETS.footer}`, label: "Ir para o rodapé" },
  ];
  return (
    <nav aria-label="Atalhos" className="flex flex-wrap gap-3">
      {links.map((link) => (
        <a key={link.href} href={link.href} className="rounded underline-offset-2 hover:underline">
          {link.label}
        </a>
      ))}
    </nav>
  );
}

export function TopBar({ settings }: { settings: SiteSettings }) {
  const { dark, toggle } = useTheme();
  const { cities, city, pendingCity, selectCity } = useCity();
  const citySelectId = useId();
  const citySelectHintId = useId();
  const searchId = useId();
  const shown = pendingCity ?? city;
  // A closed select changes its value on every arrow key. Those changes are only browsing: the city
  // is set when the visitor confirms with Enter, picks with the mouse or leaves the select.
  const [draft, setDraft] = useState<string | null>(null);
  const keyPressed = useRef(false);
  const commit = (value: string) => {
    setDraft(null);
    const next = cities?.find((item) => String(item.id) === value);
    if (next && next.id !== shown?.id) selectCity(next);
  };

  return (
    <div className="focus-ring-current bg-primary text-primary-foreground text-xs dark:bg-secondary dark:text-secondary-foreground">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
        {/* Phones: hidden until a keyboard user tabs onto them. */}
        <div className="sr-only focus-within:not-sr-only md:not-sr-only">
          <SkipLinks />
        </div>
        {settings.salesPhone && (
          <a
            href={telLink(settings.salesPhone)}
            className="flex items-center gap-1.5 font-semibold hover:underline max-md:min-h-11"
          >
            <Icon name="phone" className="size-3.5" />
            {settings.salesPhone}
          </a>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {/* Without scripts, a GET form: 'Ir' opens the chosen city's page (/escolher-cidade?id=…). */}
          <form action={CITY_CHOICE_PATH} className="flex items-center gap-1.5">
            <Icon name="map-pin" className="size-3.5" />
            <label htmlFor={citySelectId} className="sr-only">
              Sua cidade
            </label>
            <span id={citySelectHintId} className="sr-only">
              Use as setas para escolher e Enter para confirmar.
            </span>
            {/* Stays enabled while the plans load: disabling it would drop the keyboard focus. */}
            <select
              id={citySelectId}
              name="id"
              className="h-11 max-w-36 cursor-pointer rounded md:h-7 md:max-w-44 border border-current/60 bg-white/10 px-1.5 text-xs text-inherit aria-busy:cursor-wait [&>option]:text-black"
              value={draft ?? (shown ? String(shown.id) : "")}
              disabled={!cities}
              aria-busy={pendingCity !== null || undefined}
              aria-describedby={citySelectHintId}
              onKeyDown={(event) => {
                if (event.key === "Enter" && draft !== null) {
                  event.preventDefault();
                  commit(draft);
                  return;
                }
                if (event.key === "Escape" && draft !== null) {
                  setDraft(null);
                  return;
                }
                // A change in the same task as a key press is keyboard browsing.
                keyPressed.current = true;
                setTimeout(() => {
                  keyPressed.current = false;
                }, 0);
              }}
              onChange={(event) => {
                if (keyPressed.current) setDraft(event.target.value);
                else commit(event.target.value);
              }}
              onBlur={() => {
                if (draft !== null) commit(draft);
              }}
            >
              <option value="" disabled>
                Selecione sua cidade
              </option>
              {cities?.map((item) => (
                <option key={item.id} value={item.id}>
                  {cityLabel(item)}
                </option>
              ))}
            </select>
            <noscript>
              <button
                type="submit"
                className="h-11 cursor-pointer rounded border border-current/60 px-2 font-semibold md:h-7"
              >
                Ir
              </button>
            </noscript>
          </form>
          <search className="relative">
            {/* A GET form to the results page: it works before the scripts load, and without them.
                maxLength matches the results page's cap (MAX_QUERY_LENGTH in features/coverage/search.ts). */}
            <Form method="get" action="/busca" className="flex items-center">
              <label htmlFor={searchId} className="sr-only">
                Buscar no site
              </label>
              <input
                id={searchId}
                name="q"
                type="search"
                maxLength={80}
                placeholder="Buscar"
                className="h-11 w-28 rounded border md:h-7 border-current/60 bg-white/10 pr-11 pl-2 md:pr-7 text-xs sm:w-40 text-inherit placeholder:text-current/80"
              />
              <button
                type="submit"
                className="absolute top-0 right-0 flex size-11 cursor-pointer md:size-7 items-center justify-center rounded"
                aria-label="Buscar"
              >
                <Icon name="search" className="size-3.5" />
              </button>
            </Form>
          </search>
          <button
            type="button"
            onClick={toggle}
            // Without scripts the system's preference sets the theme (app.css) and this could not switch it.
            className="flex size-11 cursor-pointer items-center justify-center rounded hover:bg-white/15 md:size-7 noscript:hidden"
            aria-label={dark ? "Ativar modo claro" : "Ativar modo escuro"}
            title={dark ? "Ativar modo claro" : "Ativar modo escuro"}
          >
            {dark ? <Icon name="sun" className="size-4" /> : <Icon name="moon" className="size-4" />}
          </button>
        </div>
      </div>
    </div>
  );
}
