import { signUpDocuments, signUps } from "../db/schema";
import type { Entity } from "./entity";

/** 'Contratações': the 'Contrate online' sign-ups and their photos (issue 56); no page shows them. */
export const signUpsEntity = {
  name: "sign_ups",
  tables: [signUps],
  admin: { paths: ["sign-ups"], area: "signups" },
  visitors: false,
} as const satisfies Entity;

/** The sign-ups' photos: read only through the Contratações tab's API, never from a public address. */
export const signUpDocumentsEntity = {
  name: "sign_up_documents",
  tables: [signUpDocuments],
  visitors: false,
} as const satisfies Entity;
