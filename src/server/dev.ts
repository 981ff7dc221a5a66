import { existsSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { serve } from "./serve";

// Development entry: Vite in middleware mode serves modules and hot updates; Hono serves everything else.
if (existsSync(".env")) process.loadEnvFile(".env");
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const loadBuild = async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;

await serve({
  routeTable: async () => (await loadBuild()).routes,
  before: (req, res, next) => vite.middlewares(req, res, next),
  onClose: () => vite.close(),
  development: true,
  render: async () => async (request, context) => {
    return createRequestHandler(await loadBuild(), "development")(request, context);
  },
});
