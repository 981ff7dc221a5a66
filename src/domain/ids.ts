/** The largest value of PostgreSQL's `integer`, the type of every id column. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A record id as it appears in a URL: a positive decimal integer within PostgreSQL's `integer` range,
 * written plainly. Hex ('0x0C'), exponents ('1e3'), signs, spaces, leading zeros and anything else
 * give undefined, so a route answers 404 instead of touching another record or failing in the database.
 */
export function parseRecordId(text: string | undefined): number | undefined {
  if (text === undefined || !/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= MAX_RECORD_ID ? id : undefined;
}
