/** The plans' grid: the cards' (offer-grid.tsx) and the skeletons' that stand in for them. */
export const GRID = "grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4";
