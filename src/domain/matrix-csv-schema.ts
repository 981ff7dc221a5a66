import { z } from "zod";

// The plan × city matrix as a spreadsheet (issue 37, decision 0040): an import sends the file's bytes as
// base64 (the server reads UTF-8, with or without a BOM, or Windows-1252, as Excel saves them), and the
// apply sends back the preview's token, so a matrix changed since the preview is refused (409).

/** About 2 MB of CSV: some 30,000 rows, far beyond 96 cities × a dozen plans. */
const MAX_FILE_BASE64 = 2_800_000;
export const MATRIX_FILE_MESSAGE = "Escolha um arquivo CSV de até 2 MB.";

export const matrixImportSchema = z.object({
  file: z
    .string({ message: MATRIX_FILE_MESSAGE })
    .min(1, MATRIX_FILE_MESSAGE)
    .max(MAX_FILE_BASE64, MATRIX_FILE_MESSAGE),
  /** The preview's token; absent for a preview. */
  token: z.string().max(200).optional(),
});

/** A preview: each change as a sentence, each refused row with its reason, and the matrix's token. */
export type MatrixImportPreview = {
  rows: number;
  changes: { line: number; text: string }[];
  refused: { line: number; reason: string }[];
  token: string;
};
