// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CITY_NOTICE_MS, type PublicCity } from "../../domain";
import { createCityStore } from "./visit-city";
import { VISIT_CITY_ATTRIBUTE, VISIT_CITY_KEY } from "./visit-city-storage";

const city = (id: number, name: string): PublicCity => ({ id, name, state: "ES" });
const SERRA = city(1, "Serra");
const VITORIA = city(2, "Vitória");
const CITIES = [SERRA, VITORIA];

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute(VISIT_CITY_ATTRIBUTE);
  vi.useRealTimers();
});

describe("createCityStore", () => {
  it("starts with the page's city, or none, as the server rendered it", () => {
    expect(createCityStore(CITIES, 2).getServerSnapshot().city).toBe(VITORIA);
    expect(createCityStore(CITIES).getSnapshot().city).toBeNull();
  });

  it("sets a city at once where no data waits for it, with the notice for a while, and keeps it for the visit", () => {
    vi.useFakeTimers();
    const store = createCityStore(CITIES);
    const changes = vi.fn();
    store.subscribe(changes);
    store.selectCity(SERRA);
    expect(store.getSnapshot()).toMatchObject({ city: SERRA, notice: "Cidade alterada para Serra" });
    expect(changes).toHaveBeenCalled();
    expect(sessionStorage.getItem(VISIT_CITY_KEY)).toBe("1|Serra - ES");
    vi.advanceTimersByTime(CITY_NOTICE_MS);
    expect(store.getSnapshot().notice).toBeNull();
    // The server's snapshot stays what it rendered, for a root that hydrates later.
    expect(store.getServerSnapshot().city).toBeNull();
  });

  it("waits for a gate's data: the city is set once it has loaded, and an answer for another city changes nothing", () => {
    const store = createCityStore(CITIES, 1);
    store.registerGate();
    store.selectCity(VITORIA);
    expect(store.getSnapshot()).toMatchObject({ city: SERRA, pendingCity: VITORIA });
    store.settleSelection(SERRA);
    expect(store.getSnapshot().city).toBe(SERRA);
    store.settleSelection(VITORIA);
    expect(store.getSnapshot()).toMatchObject({ city: VITORIA, pendingCity: null, selectionError: null });
  });

  it("keeps the previous city when the gate's data fails, saying why until the next attempt", () => {
    const store = createCityStore(CITIES, 1);
    store.registerGate();
    store.selectCity(VITORIA);
    store.settleSelection(VITORIA, "Não foi possível carregar os planos");
    expect(store.getSnapshot()).toMatchObject({
      city: SERRA,
      pendingCity: null,
      selectionError: "Não foi possível carregar os planos",
    });
    store.selectCity(VITORIA);
    expect(store.getSnapshot().selectionError).toBeNull();
  });

  it("sets the pending city when the page that waited for it goes away", () => {
    const store = createCityStore(CITIES);
    const release = store.registerGate();
    store.selectCity(VITORIA);
    release();
    expect(store.getSnapshot().city).toBe(VITORIA);
  });

  it("takes the visit's city from an earlier page once, quietly", () => {
    sessionStorage.setItem(VISIT_CITY_KEY, "2|Vitória - ES");
    const store = createCityStore(CITIES);
    store.restore();
    expect(store.getSnapshot()).toMatchObject({ city: VITORIA, restored: true, notice: null });
    store.selectCity(SERRA);
    sessionStorage.setItem(VISIT_CITY_KEY, "2|Vitória - ES");
    store.restore();
    expect(store.getSnapshot().city).toBe(SERRA);
  });

  it("shows the modal the head script hid when the stored city is no longer listed", () => {
    sessionStorage.setItem(VISIT_CITY_KEY, "9|Longe - SP");
    document.documentElement.setAttribute(VISIT_CITY_ATTRIBUTE, "");
    const store = createCityStore(CITIES);
    store.restore();
    expect(store.getSnapshot().city).toBeNull();
    expect(document.documentElement.hasAttribute(VISIT_CITY_ATTRIBUTE)).toBe(false);
  });

  it("lets a city page's city in quietly, unless a switch the visitor started is loading", () => {
    const store = createCityStore(CITIES);
    store.adoptCity(SERRA);
    expect(store.getSnapshot()).toMatchObject({ city: SERRA, notice: null });
    store.registerGate();
    store.selectCity(VITORIA);
    store.adoptCity(SERRA);
    expect(store.getSnapshot().pendingCity).toBe(VITORIA);
  });

  it("remembers the city on this device only when asked, and forgets it when asked", () => {
    const store = createCityStore(CITIES);
    store.selectCity(SERRA);
    expect(localStorage.getItem(VISIT_CITY_KEY)).toBeNull();
    store.selectCity(VITORIA, true);
    expect(localStorage.getItem(VISIT_CITY_KEY)).toBe("2|Vitória - ES");
    // A new visit (a new tab: no session storage) opens on the remembered city.
    sessionStorage.clear();
    const next = createCityStore(CITIES);
    next.restore();
    expect(next.getSnapshot().city).toBe(VITORIA);
    next.selectCity(SERRA, false);
    expect(localStorage.getItem(VISIT_CITY_KEY)).toBeNull();
    expect(sessionStorage.getItem(VISIT_CITY_KEY)).toBe("1|Serra - ES");
  });
});
