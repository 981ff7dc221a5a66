import { timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { offerDay, type SignUpTracking } from "../../domain";
import type { Db } from "../db/client";
import { signUps } from "../db/schema";
import type { FieldCipher } from "../field-cipher";
import { signUpCpfKey } from "./sign-ups";

// 'Acompanhar minha contratação' (issue 68): a confirmed sign-up found by its protocol and proved by the
// CPF it was made with (compared as keyed hashes, in constant time). Anything else, a draft, an unknown
// protocol or another CPF, is the same undefined: the page answers them alike.

export async function trackSignUp(
  db: Db,
  cipher: FieldCipher,
  query: { protocol: string; cpf: string },
): Promise<SignUpTracking | undefined> {
  const key = Buffer.from(signUpCpfKey(cipher, query.cpf));
  const [row] = await db
    .select({
      protocol: signUps.protocol,
      status: signUps.status,
      planName: signUps.planName,
      cityName: signUps.cityName,
      uf: signUps.uf,
      cpfKey: signUps.cpfKey,
      confirmedAt: signUps.confirmedAt,
    })
    .from(signUps)
    .where(and(eq(signUps.protocol, query.protocol), isNotNull(signUps.confirmedAt)));
  const stored = Buffer.from(row?.cpfKey ?? "");
  const proved = stored.length === key.length && timingSafeEqual(stored, key);
  if (!row?.protocol || !row.confirmedAt || !proved) return undefined;
  return {
    protocol: row.protocol,
    status: row.status,
    planName: row.planName,
    cityName: `${row.cityName}${row.uf ? ` - ${row.uf}` : ""}`,
    confirmedOn: offerDay(row.confirmedAt),
  };
}
