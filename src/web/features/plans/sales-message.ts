/** The sales chat's opening message: the product and, when one is chosen, the city. */
export function salesMessage(product: string, cityName?: string): string {
  return `Olá! Quero assinar ${product}${cityName ? ` em ${cityName}` : ""}.`;
}
