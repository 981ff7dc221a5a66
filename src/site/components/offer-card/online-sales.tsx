import { createContext, type ReactNode, useContext } from "react";

// Issue 68 (decision 0080): whether a price's 'Assinar' leads to 'Contrate online' or, switched off in
// Configurações → 'Vendas online', to the sales WhatsApp. One value for the whole site, so a context each
// island (a React root of its own) and each server-rendered list sets once from the site's settings,
// instead of a prop through every section down to the card.
const OnlineSalesContext = createContext(false);

export function OnlineSales({ on, children }: { on: boolean; children: ReactNode }) {
  return <OnlineSalesContext.Provider value={on}>{children}</OnlineSalesContext.Provider>;
}

export const useOnlineSales = () => useContext(OnlineSalesContext);
