/// <reference types="astro/client" />

type AppContext = import("../server/http/app-context").AppContext;

// What the Hono server hands every public page (src/server/http/pages.ts): `Astro.locals`.
declare namespace App {
  interface Locals extends AppContext {}
}
