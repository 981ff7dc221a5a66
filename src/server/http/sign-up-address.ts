import type { SignUpAddress } from "../../domain";
import type { FieldCipher } from "../field-cipher";

// Issue 68, point 1 (decision 0085): the address 'Contrate online' checked comes back when the visitor
// returns to `/contrate` from a plan card, so they land on the first step that still needs something.
// It is personal, so it never rides a link: a sealed, HttpOnly cookie scoped to `/contrate`, written by
// step 1's answer, read by the page's GET (then rendered for that request only: pages.ts) and cleared by
// 'Consultar outro endereço'. Nothing of it is stored on the server.

export const SIGN_UP_ADDRESS_COOKIE = "vitrine_contrate";
/** How long the address is remembered: a visit's browsing between step 1 and a plan's card. */
export const SIGN_UP_ADDRESS_MAX_AGE_S = 2 * 60 * 60;

type Address = Pick<SignUpAddress, "cep" | "number" | "complement">;

const ATTRIBUTES = "Path=/contrate; HttpOnly; SameSite=Lax";

/**
 * Whether a request may carry the address (its path is /contrate's and the cookie is there): the stored
 * answers' front (replay.ts) then lets it through to the page pipeline, which opens the seal.
 */
export const mayHoldSignUpAddress = (target: string | undefined, cookie: string | undefined) =>
  (target?.startsWith("/contrate") ?? false) && (cookie?.includes(`${SIGN_UP_ADDRESS_COOKIE}=`) ?? false);

/** The cookie's value in a request's Cookie header, if it is there. */
function cookieValue(header: string | null | undefined): string | undefined {
  for (const part of header?.split(";") ?? []) {
    const [name, ...value] = part.trim().split("=");
    if (name === SIGN_UP_ADDRESS_COOKIE) return value.join("=");
  }
  return undefined;
}

export function signUpAddressCookie(cipher: FieldCipher, now: () => number = Date.now) {
  return {
    /** The Set-Cookie that keeps `address` for the visit. */
    remember(address: Address): string {
      const sealed = cipher.encrypt(
        JSON.stringify({
          cep: address.cep,
          number: address.number,
          complement: address.complement,
          at: now(),
        }),
      );
      return `${SIGN_UP_ADDRESS_COOKIE}=${sealed}; ${ATTRIBUTES}; Max-Age=${SIGN_UP_ADDRESS_MAX_AGE_S}`;
    },
    /** The address the request's cookie holds; undefined when absent, made up, altered or too old. */
    resume(header: string | null | undefined): Address | undefined {
      const sealed = cookieValue(header);
      if (!sealed) return undefined;
      try {
        const value = JSON.parse(cipher.decrypt(sealed)) as Partial<Address & { at: number }>;
        const fresh = typeof value.at === "number" && now() - value.at < SIGN_UP_ADDRESS_MAX_AGE_S * 1000;
        if (!fresh || typeof value.cep !== "string" || typeof value.number !== "string") return undefined;
        return {
          cep: value.cep,
          number: value.number,
          complement: typeof value.complement === "string" ? value.complement : "",
        };
      } catch {
        return undefined;
      }
    },
    /** The Set-Cookie that forgets it. */
    forget(): string {
      return `${SIGN_UP_ADDRESS_COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;
    },
  };
}
