import { createHmac, timingSafeEqual } from "node:crypto";

// 'Visualizar' (issue 35, decision 0041): a draft opens at an address only its signature opens, for an
// hour at most. The signature is an HMAC-SHA256 of what the address names (the kind, the record and the
// expiry) under a key drawn from the server's secret (AUTH_SECRET), so every process that shares the secret
// accepts it and nobody without the secret can make one; changing the id or the expiry breaks it.

/** How long a preview address works. */
export const PREVIEW_TTL_SECONDS = 60 * 60;

/** What a preview address can show: an article, or a page's saved text that visitors do not read yet. */
export type PreviewKind = "artigo" | "pagina";

const keyOf = (secret: string) => createHmac("sha256", secret).update("vitrine content preview v1").digest();

const signatureOf = (secret: string, kind: PreviewKind, id: number, expires: number) =>
  createHmac("sha256", keyOf(secret)).update(`${kind}:${id}:${expires}`).digest("base64url");

/** The signed path of a record's preview, working until `now` + one hour. */
export function signedPreviewPath(secret: string, kind: PreviewKind, id: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_TTL_SECONDS;
  const query = new URLSearchParams({
    expira: String(expires),
    assinatura: signatureOf(secret, kind, id, expires),
  });
  return `/visualizar/${kind}/${id}?${query}`;
}

/**
 * Whether `url` is a preview address this server signed for `kind` and `id`, not yet expired. An expiry
 * further away than one hour was not made here (the signature would not match anyway).
 */
export function isValidPreview(
  secret: string,
  kind: PreviewKind,
  id: number,
  url: URL,
  now = new Date(),
): boolean {
  const expires = Number(url.searchParams.get("expira"));
  const given = url.searchParams.get("assinatura") ?? "";
  const seconds = Math.floor(now.getTime() / 1000);
  if (!Number.isSafeInteger(expires) || expires < seconds || expires > seconds + PREVIEW_TTL_SECONDS)
    return false;
  const expected = Buffer.from(signatureOf(secret, kind, id, expires));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The record id a preview address's path names (`id`, as the route hands it), when the address is one this
 * server signed for it and has not expired; undefined for anything else (not an id, a wrong or expired
 * signature), which the preview routes refuse.
 */
export function signedPreviewId(
  secret: string,
  kind: PreviewKind,
  id: string,
  url: URL,
  now = new Date(),
): number | undefined {
  const number = Number(id);
  if (!Number.isSafeInteger(number) || number <= 0) return undefined;
  return isValidPreview(secret, kind, number, url, now) ? number : undefined;
}
