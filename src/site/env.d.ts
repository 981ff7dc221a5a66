/// <reference types="astro/client" />

type AppContext = import("../server/http/app-context").AppContext;

// What the Hono server hands every public page (src/server/http/pages.ts): `Astro.locals`.
declare namespace App {
  interface Locals extends AppContext {}
}

// Every icon's `<symbol>` by name, from the icon sprite's plugin (scripts/icon-sprite.ts).
declare module "virtual:vitrine-icon-symbols" {
  const symbols: Readonly<Record<string, string>>;
  export default symbols;
}
