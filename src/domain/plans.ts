import { DEFAULT_BADGE, DEFAULT_PLAN_TYPE, MAX_CAMERA_COUNT } from "./catalogue";

type Priced = { price: number };
type Named = { name: string; badge?: string | null };
type WithCameras = { cameraCount: number };

/** Card text for the cameras a plan includes. */
export function describeCameras(count: number): string {
  if (count <= 0) return "Nenhuma";
  if (count >= MAX_CAMERA_COUNT) return `${MAX_CAMERA_COUNT}+ câmeras incluídas`;
  return count === 1 ? "1 câmera incluída" : `${count} câmeras incluídas`;
}

/** Short camera count for tables and selects: 0 is 'Nenhuma', 5 is '5+ câmeras'. */
export function cameraCountLabel(count: number): string {
  if (count <= 0) return "Nenhuma";
  if (count >= MAX_CAMERA_COUNT) return `${MAX_CAMERA_COUNT}+ câmeras`;
  return String(count);
}

/** A plan shows its own badge, or the default one when its name mentions 350 or 500. */
export function planBadge(plan: Named): string | null {
  const own = plan.badge?.trim();
  if (own) return own;
  return /350|500/.test(plan.name) ? DEFAULT_BADGE : null;
}

export function sortByPrice<T extends Priced>(plans: readonly T[]): T[] {
  return [...plans].sort((a, b) => a.price - b.price);
}

/** The home tabs: internet-only plans (no cameras) and camera plans, each by ascending price. */
export function splitByCameras<T extends Priced & WithCameras>(
  plans: readonly T[],
): { internet: T[]; camera: T[] } {
  const sorted = sortByPrice(plans);
  return {
    internet: sorted.filter((plan) => plan.cameraCount === 0),
    camera: sorted.filter((plan) => plan.cameraCount > 0),
  };
}

/** The details dialog lists the first three streamings as included and the rest as limited apps. */
export function splitStreamings<T>(streamings: readonly T[]): { included: T[]; limited: T[] } {
  return { included: streamings.slice(0, 3), limited: streamings.slice(3) };
}

/** Combo cards: the first combo is the best offer too, besides the plans `planBadge` marks. */
export function comboBadge(plan: Named, index: number): string | null {
  return planBadge(plan) ?? (index === 0 ? DEFAULT_BADGE : null);
}

/**
 * What a chat message asks for: 'o combo' and 'Super 750' → 'o combo Super 750', but a name that already
 * starts with its kind is not repeated: 'Combo 750 Mega' → 'o Combo 750 Mega', not 'o combo Combo 750 Mega'.
 */
export function productPhrase(kind: string, name: string): string {
  const firstWord = (text: string) => text.trim().split(/\s+/)[0]!.toLowerCase();
  return firstWord(name) === firstWord(kind) ? `o ${name}` : `o ${kind} ${name}`;
}

/**
 * The home pages' plan-type choice (SPEC §3, §4, §9: default 'Destaque'), as the value of `?tipo=` on the
 * tabs' links, so the choice works without scripts (issue 59).
 */
export const PLAN_TYPE_PARAM = "tipo";
export const PLAN_TYPE_CHOICES = ["destaque", "internet", "combo"] as const;
export type PlanTypeChoice = (typeof PLAN_TYPE_CHOICES)[number];
export const PLAN_TYPE_LABELS: Record<PlanTypeChoice, string> = {
  destaque: DEFAULT_PLAN_TYPE,
  internet: "Internet",
  combo: "Combo",
};

/** `?tipo=`'s value as a choice; anything else is the default, 'Destaque'. */
export function parsePlanTypeChoice(value: string | null | undefined): PlanTypeChoice {
  return (PLAN_TYPE_CHOICES as readonly string[]).includes(value ?? "")
    ? (value as PlanTypeChoice)
    : "destaque";
}

/** How many plans 'Destaque' shows when no plan carries a badge: the cheapest ones. */
export const FEATURED_FALLBACK_COUNT = 4;

/**
 * The city's plans of a choice, by ascending price: 'Destaque' the plans a badge marks (planBadge), or the
 * first ones when none is; 'Internet' and 'Combo' the plans of that type.
 */
export function plansOfType<T extends Priced & Named & { type: string }>(
  plans: readonly T[],
  choice: PlanTypeChoice,
): T[] {
  const sorted = sortByPrice(plans);
  if (choice === "internet") return sorted.filter((plan) => plan.type === "Internet");
  if (choice === "combo") return sorted.filter((plan) => plan.type === "Combo");
  const marked = sorted.filter((plan) => planBadge(plan) !== null);
  return marked.length > 0 ? marked : sorted.slice(0, FEATURED_FALLBACK_COUNT);
}
