/// <reference types="astro/client" />

// What the Hono server hands every public page (src/server/http/pages.ts): `Astro.locals`.
declare namespace App {
  interface Locals extends import("../server/http/app-context").AppContext {}
}
