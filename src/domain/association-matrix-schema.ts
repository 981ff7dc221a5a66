import { z } from "zod";
import { selectedIdField } from "./record-schema";

// The console's plan × city matrix; kept apart from city-schema, which public pages also load.

/** A pair's place in the plan × city matrix: no association, an active one or an inactive one. */
export const ASSOCIATION_STATES = ["absent", "active", "inactive"] as const;
export type AssociationState = (typeof ASSOCIATION_STATES)[number];

/** 100 cities × 50 plans, every pair at once. */
export const MAX_MATRIX_CHANGES = 5000;
export const MATRIX_EMPTY_MESSAGE = "Nenhuma alteração para salvar.";
const MATRIX_INVALID_MESSAGE = "Alterações inválidas. Recarregue a matriz e tente de novo.";
const MATRIX_TOO_MANY_MESSAGE = `Salve no máximo ${MAX_MATRIX_CHANGES} alterações de uma vez.`;

const matrixState = z.enum(ASSOCIATION_STATES, { message: MATRIX_INVALID_MESSAGE });

/**
 * Changes made in the plan × city matrix, saved together: each pair goes `from` the state the matrix
 * showed `to` the chosen one. A pair whose state is no longer `from` refuses the whole save (409), so
 * nobody overwrites a change they have not seen. `planId` is the plan or business plan, by tab.
 */
export const associationMatrixSchema = z
  .object({
    changes: z
      .array(
        z.object({
          planId: selectedIdField(MATRIX_INVALID_MESSAGE),
          cityId: selectedIdField(MATRIX_INVALID_MESSAGE),
          from: matrixState,
          to: matrixState,
        }),
        { message: MATRIX_INVALID_MESSAGE },
      )
      .min(1, MATRIX_EMPTY_MESSAGE)
      .max(MAX_MATRIX_CHANGES, MATRIX_TOO_MANY_MESSAGE),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const change of value.changes) {
      const key = `${change.planId}:${change.cityId}`;
      if (seen.has(key) || change.from === change.to) {
        ctx.addIssue({ code: "custom", message: MATRIX_INVALID_MESSAGE, path: ["changes"] });
        return;
      }
      seen.add(key);
    }
  });
export type AssociationMatrixInput = z.output<typeof associationMatrixSchema>;
export type AssociationMatrixChange = AssociationMatrixInput["changes"][number];

/** What a matrix save did, for its one summary toast. */
export type AssociationMatrixResult = { created: number; updated: number; removed: number };
