export type PriceParts = { integer: string; cents: string };

/** Splits a price into pt-BR parts: thousands with '.', always two decimals. */
export function priceParts(value: number): PriceParts {
  const cents = Math.round(Math.abs(value) * 100);
  const integer = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return { integer: value < 0 ? `-${integer}` : integer, cents: String(cents % 100).padStart(2, "0") };
}

/** 'R$ 99,90' */
export function formatPrice(value: number): string {
  const { integer, cents } = priceParts(value);
  return `R$ ${integer},${cents}`;
}

/** Reads a price typed the Brazilian way ('1.299,90', '99,9') or the plain way ('99.90'). NaN when it is not one. */
export function parsePrice(input: string): number {
  const text = input.trim().replace(/^R\$\s*/i, "");
  if (!/^\d[\d.,]*$/.test(text)) return Number.NaN;
  const normalised = text.includes(",") ? text.replace(/\./g, "").replace(",", ".") : text;
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}

/** 'R$ 89,90 por mês': a monthly price as one phrase, for screen readers. */
export function monthlyPriceText(value: number): string {
  return `${formatPrice(value)} por mês`;
}
