// Names staff type twice with another case or accent ('vitória' beside 'Vitória') are the same name.
// The database keeps this key beside the name, with a unique index on it: the key must be computed the
// same way by every writer, so it lives here, and the migration that backfilled existing rows mirrors it
// for the letters of Latin scripts (see docs/decisions/0015-name-keys.md).

/** 'São  Mateus ' → 'sao mateus': accents dropped, lower case, whitespace collapsed and trimmed. */
export function nameKey(name: string): string {
  return name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}
