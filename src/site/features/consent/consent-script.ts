import {
  CONSENT_COOKIE,
  CONSENT_VERSION,
  type ConsentState,
  decodeConsent,
  type TagIds,
} from "../../../domain/consent";
import { gtag, pushDataLayer } from "../../lib/data-layer";

// The cookie banner's script (issue 57, decision 0069), on pages whose settings set a tag ID. Run
// when the browser is idle: it reads the visitor's choice from the consent cookie, shows the banner when
// there is none for this text version, answers the banner's buttons (POST /api/consent sets the cookie)
// and only then loads the consented tags. Before a choice, and after 'Recusar', no third-party byte
// loads. Google's Consent Mode v2 gets its defaults (all denied) before any Google tag, then the update.

const GRANTED = "granted";
const DENIED = "denied";

function readChoice(): ConsentState | null {
  for (const part of document.cookie.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === CONSENT_COOKIE) {
      try {
        return decodeConsent(decodeURIComponent(rest.join("=")));
      } catch {
        return null;
      }
    }
  }
  return null;
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

let loaded = false;

/**
 * Consent Mode's defaults (once) and the update, then the tags the choice allows (once per page). A refusal
 * before any tag loaded pushes nothing; a refusal after (a changed choice) updates what already runs.
 */
function applyChoice(ids: TagIds, state: ConsentState) {
  const none = !state.analytics && !state.marketing;
  if (none && !loaded) return;
  if (!loaded)
    gtag("consent", "default", {
      ad_storage: DENIED,
      ad_user_data: DENIED,
      ad_personalization: DENIED,
      analytics_storage: DENIED,
      wait_for_update: 500,
    });
  gtag("consent", "update", {
    ad_storage: state.marketing ? GRANTED : DENIED,
    ad_user_data: state.marketing ? GRANTED : DENIED,
    ad_personalization: state.marketing ? GRANTED : DENIED,
    analytics_storage: state.analytics ? GRANTED : DENIED,
  });
  if (loaded || none) return;
  loaded = true;
  if (ids.gtmId) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(ids.gtmId)}`);
  }
  if (ids.ga4Id && state.analytics) {
    gtag("js", new Date());
    gtag("config", ids.ga4Id);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids.ga4Id)}`);
  }
  if (ids.metaPixelId && state.marketing) {
    type Fbq = ((...args: unknown[]) => void) & { queue: unknown[]; loaded: boolean; version: string };
    const w = window as unknown as { fbq?: Fbq; _fbq?: Fbq };
    if (!w.fbq) {
      const fbq = ((...args: unknown[]) => {
        fbq.queue.push(args);
      }) as Fbq;
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = "2.0";
      w.fbq = fbq;
      w._fbq = fbq;
    }
    w.fbq("init", ids.metaPixelId);
    w.fbq("track", "PageView");
    addScript("https://connect.facebook.net/en_US/fbevents.js");
  }
}

/**
 * 'Assinar'/'Contrate' links (the sales chat of a card or a label) as `contrate_click`, with the offer code
 * of the label page when there is one; their place on the page stays theirs (a delegated listener).
 */
function watchContrateClicks() {
  document.addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.("a, button");
    const text = link?.textContent?.trim() ?? "";
    if (!/^(Assinar|Contrat)/.test(text)) return;
    const code = document.querySelector<HTMLElement>("[data-view-plan]")?.dataset.viewPlan;
    pushDataLayer("contrate_click", code ? { offer_code: code } : {});
  });
}

function pushPageEvents() {
  const main = document.querySelector<HTMLElement>("main[data-page-city-label]");
  if (main?.dataset.pageCityLabel) pushDataLayer("view_city", { city: main.dataset.pageCityLabel });
  const offer = document.querySelector<HTMLElement>("[data-view-plan]");
  if (offer?.dataset.viewPlan) pushDataLayer("view_plan", { offer_code: offer.dataset.viewPlan });
}

/**
 * Keeps the banner above a phone's sticky sales bar (issue 68): its bottom follows the bar's height while
 * the bar is shown, so the bar's action stays in reach until the visitor chooses.
 */
function keepAboveSalesBar(banner: HTMLElement) {
  const bar = document.querySelector<HTMLElement>(".sticky-sales");
  if (!bar) return;
  const place = () => {
    const shown = getComputedStyle(bar).display !== "none";
    banner.style.bottom = shown ? `${bar.offsetHeight}px` : "";
  };
  place();
  if ("ResizeObserver" in window) new ResizeObserver(place).observe(bar);
  window.addEventListener("resize", place, { passive: true });
}

export function runConsentScript(banner: HTMLElement) {
  const ids: TagIds = {
    gtmId: banner.dataset.gtm ?? "",
    ga4Id: banner.dataset.ga4 ?? "",
    metaPixelId: banner.dataset.pixel ?? "",
  };
  pushPageEvents();
  watchContrateClicks();
  const panel = banner.querySelector<HTMLElement>("[data-consent-categories]");
  const status = banner.querySelector<HTMLElement>("[data-consent-status]");
  // /cookies' 'Mudar minha escolha de cookies': forgets the choice and asks again. Tags a page already
  // loaded stay until the next page, which loads none until a new choice.
  for (const reset of document.querySelectorAll<HTMLButtonElement>("[data-consent-reset]")) {
    reset.hidden = false;
    reset.addEventListener("click", () => {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser yet.
      document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
      banner.hidden = false;
      banner.querySelector<HTMLButtonElement>("button[data-consent]")?.focus();
    });
  }
  keepAboveSalesBar(banner);
  const stored = readChoice();
  if (stored) applyChoice(ids, stored);
  else banner.hidden = false;

  const answer = async (state: ConsentState) => {
    try {
      const response = await fetch("/api/consent", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ version: CONSENT_VERSION, ...state }),
      });
      if (!response.ok) throw new Error(String(response.status));
    } catch {
      if (status) status.textContent = "Não foi possível salvar sua escolha. Tente de novo.";
      return;
    }
    if (status) status.textContent = "";
    banner.hidden = true;
    applyChoice(ids, state);
  };

  banner.addEventListener("click", (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>("button[data-consent]");
    if (!button) return;
    const action = button.dataset.consent;
    if (action === "accept") void answer({ analytics: true, marketing: true });
    else if (action === "refuse") void answer({ analytics: false, marketing: false });
    else if (action === "customize" && panel) {
      panel.hidden = !panel.hidden;
      button.setAttribute("aria-expanded", String(!panel.hidden));
      if (!panel.hidden) panel.querySelector<HTMLInputElement>("input")?.focus();
    } else if (action === "save" && panel) {
      const checked = (name: string) =>
        panel.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked ?? false;
      void answer({ analytics: checked("analytics"), marketing: checked("marketing") });
    }
  });
}
