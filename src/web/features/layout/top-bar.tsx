import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import type { SiteSettings } from "../../../domain";
import { CITY_CHOICE_PATH, cityLabel } from "../../../domain";
import { useCity } from "../../components/city/city-context";
import { Icon } from "../../components/ui/icon";
import { telLink } from "../../lib/contact";
import { useTheme } from "../../lib/theme";
import { themeToggleLabel } from "../../lib/theme-toggle";
import { bindCitySelect } from "./city-select";
import { SKIP_TARGETS } from "./header-behaviour";

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
  const shownValue = shown ? String(shown.id) : "";
  const selectRef = useRef<HTMLSelectElement>(null);
  // Uncontrolled (the binding browses it), so the city chosen elsewhere (the modal, a city page) is set here.
  useEffect(() => {
    const select = selectRef.current;
    if (!select) return;
    select.value = shownValue;
    return bindCitySelect(
      select,
      (value) => {
        const next = cities?.find((item) => String(item.id) === value);
        if (next) selectCity(next);
      },
      () => shownValue,
    );
  }, [shownValue, cities, selectCity]);
  const themeLabel = themeToggleLabel(dark);

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
            {/* Stays enabled while the plans load: disabling it would drop the keyboard focus. A fixed width:
                one that followed its options would change as they arrive, moving the top bar. */}
            <select
              id={citySelectId}
              name="id"
              className="h-11 w-36 cursor-pointer rounded md:h-7 md:w-44 border border-current/60 bg-white/10 px-1.5 text-xs text-inherit aria-busy:cursor-wait [&>option]:text-black"
              ref={selectRef}
              data-city-select
              defaultValue={shownValue}
              disabled={!cities}
              aria-busy={pendingCity !== null || undefined}
              aria-describedby={citySelectHintId}
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
            data-theme-toggle
            // Without scripts the system's preference sets the theme (app.css) and this could not switch it.
            className="flex size-11 cursor-pointer items-center justify-center rounded hover:bg-white/15 md:size-7 noscript:hidden"
            aria-label={themeLabel}
            title={themeLabel}
          >
            {/* Both, the stylesheet showing the one of the page's theme: right from the first paint. */}
            <Icon name="sun" className="hidden size-4 dark:block" />
            <Icon name="moon" className="size-4 dark:hidden" />
          </button>
        </div>
      </div>
    </div>
  );
}
