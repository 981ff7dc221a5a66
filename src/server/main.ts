import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { serve } from "./serve";

// Production server, bundled to build/server/server.js beside the React Router build in build/web and
// started by build/server/main.js, which first defaults NODE_ENV to production (scripts/build-server.mjs).
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "web");

const loadBuild = async () =>
  (await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href)) as ServerBuild;

await serve({
  cluster: true,
  clientDir: path.join(buildDir, "client"),
  routeTable: async () => (await loadBuild()).routes,
  render: async () => {
    const build = await loadBuild();
    const handler = createRequestHandler(build, "production");
    return (request, context) => handler(request, context);
  },
});
