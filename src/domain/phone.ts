// Phone numbers as the settings keep them. Only the console and the server need this: not in `app`.

/**
 * A Brazilian phone number in one written form, from its digits (any '+55' dropped): '(27) 3000-0000',
 * '(27) 99999-0000', '0800 123 4567' (0300, 0500, 0900 alike) or '4004-0000' (the 8-digit nationwide
 * numbers, 3003… and 40…); undefined when the digits make none of these (a landline without its DDD).
 */
export function formatBrazilianPhone(typed: string): string | undefined {
  let digits = typed.replace(/\D/g, "");
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length === 8 && /^(?:300[2-9]|40)/.test(digits))
    return `${digits.slice(0, 4)}-${digits.slice(4)}`;
  if (digits.length === 10 && /^[1-9][1-9][2-5]/.test(digits))
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  if (digits.length === 11 && /^0[3589]00/.test(digits))
    return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (digits.length === 11 && /^[1-9][1-9]9/.test(digits))
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  return undefined;
}
