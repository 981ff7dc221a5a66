import { type ClassValue, clsx } from "clsx";

/*
 * Joins classes; it does not merge them. A runtime Tailwind merger (tailwind-merge, or a hand-written
 * table of utility families) cost 2.2 KB gzip or more of every public page's JavaScript budget
 * (docs/decisions/0010), so no element may carry two utilities that set the same property: a component
 * offers a variant for what its callers change instead of letting them override a base class.
 * `utils.test.ts` checks every variant combination and the browser accessibility suite checks every
 * rendered page, both with tailwind-merge as the oracle (a test-only dependency).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
