import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findLayerViolations } from "./check-layers.mjs";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "layers-"));
  roots.push(root);
  for (const dir of ["src/domain", "src/server", "src/site", "src/console", "src/ui"])
    mkdirSync(path.join(root, dir), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

const SERVER_SIDE =
  "(the site and the console reach src/server only from server-side code: an .astro frontmatter, a *.server.ts file, or a type)";

describe("findLayerViolations", () => {
  it("passes on this repository", () => {
    expect(findLayerViolations(process.cwd())).toEqual([]);
  });

  it("lets an Astro page's frontmatter read the server, never its browser script or a component", () => {
    const root = tree({
      "src/site/pages/index.astro": [
        "---",
        'import { listPlans } from "../../server/services/plans";',
        "---",
        "<p>planos</p>",
        "<script>",
        '  import { listCities } from "../../server/services/cities";',
        "</script>",
      ].join("\n"),
      "src/site/features/plans/plans-section.tsx":
        'import { listPlans } from "../../../server/services/plans";',
      "src/site/lib/site-data.server.ts": 'export { listPlans } from "../../server/services/plans";',
      "src/console/routes/intranet.tsx": 'import type { Db } from "../../server/db/client";',
    });
    expect(findLayerViolations(root).sort()).toEqual([
      `src/site/features/plans/plans-section.tsx: ../../../server/services/plans ${SERVER_SIDE}`,
      `src/site/pages/index.astro: ../../server/services/cities ${SERVER_SIDE}`,
    ]);
  });

  it("keeps each feature to itself: pages, layouts, templates and islands put features together", () => {
    const root = tree({
      "src/site/features/plans/plans-section.tsx":
        'import { useCity } from "../cities/city-context";\nimport { Icon } from "../../../ui/components/icon";\nimport { PlanCard } from "./plan-card";',
      "src/site/features/cities/city-context.tsx": "export const useCity = () => null;",
      "src/site/features/cities/city-modal.test.tsx":
        'import { PlansSection } from "../plans/plans-section";',
      "src/site/components/city-link.tsx": 'import { useCity } from "../features/cities/city-context";',
      "src/site/stores/city.ts": 'import { useCity } from "../features/cities/city-context";',
      "src/site/islands/plans-island.tsx": 'import { PlansSection } from "../features/plans/plans-section";',
      "src/site/templates/home-page.astro":
        '---\nimport { PlansSection } from "../features/plans/plans-section";\n---',
    });
    const reason =
      "(a feature imports no other feature, and components/, lib/ and stores/ none: share through them)";
    expect(findLayerViolations(root).sort()).toEqual([
      `src/site/components/city-link.tsx: ../features/cities/city-context ${reason}`,
      `src/site/features/plans/plans-section.tsx: ../cities/city-context ${reason}`,
      `src/site/stores/city.ts: ../features/cities/city-context ${reason}`,
    ]);
  });

  it("keeps the site and the console apart, and src/ui to itself and the domain", () => {
    const root = tree({
      "src/site/pages/auth.astro": '---\nimport { SignIn } from "../../console/routes/auth";\n---',
      "src/console/routes/auth.tsx": 'import { Header } from "../../site/features/layout/header";',
      "src/ui/components/button.tsx":
        'import { cityLabel } from "../../domain";\nimport { x } from "../../site/lib/x";',
    });
    expect(findLayerViolations(root).sort()).toEqual([
      "src/console/routes/auth.tsx: ../../site/features/layout/header (the site and the console never import each other)",
      "src/site/pages/auth.astro: ../../console/routes/auth (the site and the console never import each other)",
      "src/ui/components/button.tsx: ../../site/lib/x (src/ui imports only src/ui and src/domain)",
    ]);
  });

  it("keeps tailwind-merge to tests", () => {
    const root = tree({
      "src/ui/lib/utils.ts": 'import { twMerge } from "tailwind-merge";',
      "src/ui/lib/utils.test.ts": 'import { twMerge } from "tailwind-merge";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/ui/lib/utils.ts: tailwind-merge (a test-only oracle: cn joins classes)",
    ]);
  });

  it("flags domain code that reaches outside src/domain, even by type", () => {
    const root = tree({
      "src/domain/a.ts": 'import type { Db } from "../server/db/client";',
      "src/domain/b.ts": 'const x = await import("../site/lib/x");',
    });
    expect(findLayerViolations(root)).toHaveLength(2);
  });

  it("flags server code that imports the site, except the security suite and the development server", () => {
    const root = tree({
      "src/server/http/redirects.ts": 'import { whatsappLink } from "../../ui/lib/contact";',
      "src/server/security/route-table.ts": 'import consoleRoutes from "../../console/routes";',
      "src/server/dev.ts": 'import { devLocalsRegistry } from "../site/adapter/dev-locals";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/server/http/redirects.ts: ../../ui/lib/contact (src/server imports src/domain, never the site, console or ui)",
    ]);
  });

  it("keeps src/server/http on top: the catalogue and services never import it, pages only its types", () => {
    const root = tree({
      "src/server/catalogue.ts": 'import { CompressedBody } from "./http/compression";',
      "src/server/serve.ts": 'import { createApp } from "./http/app";',
      "src/server/testing/test-server.ts": 'import { createApp } from "../http/app";',
      "src/site/lib/site-data.server.ts":
        'import type { AppContext } from "../../server/http/app-context";\nimport { readCityBusinessPlans } from "../../server/http/public/business-plans";',
    });
    expect(findLayerViolations(root).sort()).toEqual([
      "src/server/catalogue.ts: ./http/compression (only HTTP code, the composition roots and tests import src/server/http)",
      "src/site/lib/site-data.server.ts: ../../server/http/public/business-plans (the site and the console import only types from src/server/http)",
    ]);
  });
});
