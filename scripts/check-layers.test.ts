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
  for (const dir of ["src/domain", "src/server", "src/web"])
    mkdirSync(path.join(root, dir), { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return root;
}

describe("findLayerViolations", () => {
  it("passes on this repository", () => {
    expect(findLayerViolations(process.cwd())).toEqual([]);
  });

  it("flags a page that imports server code directly", () => {
    const root = tree({
      "src/web/routes/home.tsx": 'import { listPlans } from "../../server/services/plans";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/web/routes/home.tsx: ../../server/services/plans (src/web reaches src/server only through *.server.ts files)",
    ]);
  });

  it("keeps each feature to itself: another feature is reached through components/ or lib/, and routes put them together", () => {
    const root = tree({
      "src/web/features/plans/plans-section.tsx":
        'import { useCity } from "../cities/city-context";\nimport { Icon } from "../../components/ui/icon";\nimport { PlanCard } from "./plan-card";',
      "src/web/features/cities/city-context.tsx": "export const useCity = () => null;",
      "src/web/features/cities/city-modal.test.tsx": 'import { PlansSection } from "../plans/plans-section";',
      "src/web/components/city-link.tsx": 'import { useCity } from "../features/cities/city-context";',
      "src/web/lib/city.ts": 'import { useCity } from "../features/cities/city-context";',
      "src/web/routes/home.tsx":
        'import { useCity } from "../features/cities/city-context";\nimport { PlansSection } from "../features/plans/plans-section";',
    });
    const reason =
      "(a feature imports no other feature, and components/ and lib/ none: share through components/ or lib/)";
    expect(findLayerViolations(root)).toEqual([
      `src/web/components/city-link.tsx: ../features/cities/city-context ${reason}`,
      `src/web/features/plans/plans-section.tsx: ../cities/city-context ${reason}`,
      `src/web/lib/city.ts: ../features/cities/city-context ${reason}`,
    ]);
  });

  it("keeps tailwind-merge to tests", () => {
    const root = tree({
      "src/web/lib/utils.ts": 'import { twMerge } from "tailwind-merge";',
      "src/web/lib/utils.test.ts": 'import { twMerge } from "tailwind-merge";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/web/lib/utils.ts: tailwind-merge (a test-only oracle: cn joins classes)",
    ]);
  });

  it("allows server code in *.server.ts files", () => {
    const root = tree({ "src/web/site.server.ts": 'export { listPlans } from "../server/services/plans";' });
    expect(findLayerViolations(root)).toEqual([]);
  });

  it("flags domain code that reaches outside src/domain, even by type", () => {
    const root = tree({
      "src/domain/a.ts": 'import type { Db } from "../server/db/client";',
      "src/domain/b.ts": 'const x = await import("../web/root");',
    });
    expect(findLayerViolations(root)).toHaveLength(2);
  });

  it("flags server code that imports the web app, except the security suite's route table", () => {
    const root = tree({
      "src/server/http/redirects.ts": 'import { whatsappLink } from "../../web/lib/contact";',
      "src/server/security/route-table.ts": 'import webRoutes from "../../web/routes";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/server/http/redirects.ts: ../../web/lib/contact (src/server imports src/domain, never src/web)",
    ]);
  });

  it("lets the browser import the console API's type, and only as a type", () => {
    const root = tree({
      "src/web/features/intranet/kit/admin-client.ts":
        'import type { AdminApi } from "../../../../server/http/admin-routes";',
      "src/web/lib/value.ts": 'import { adminRoutes } from "../../server/http/admin-routes";',
      "src/web/lib/other.ts": 'import type { Db } from "../../server/db/client";',
    });
    expect(findLayerViolations(root)).toEqual([
      "src/web/lib/other.ts: ../../server/db/client (src/web reaches src/server only through *.server.ts files)",
      "src/web/lib/value.ts: ../../server/http/admin-routes (src/web reaches src/server only through *.server.ts files)",
    ]);
  });

  it("keeps src/server/http on top: the catalogue and services never import it, pages only its types", () => {
    const root = tree({
      "src/server/catalogue.ts": 'import { CompressedBody } from "./http/compression";',
      "src/server/serve.ts": 'import { createApp } from "./http/app";',
      "src/server/testing/test-server.ts": 'import { createApp } from "../http/app";',
      "src/web/server-context.server.ts":
        'import type { AppContext } from "../server/http/app-context";\nimport { readCityBusinessPlans } from "../server/http/public/business-plans";',
    });
    expect(findLayerViolations(root).sort()).toEqual([
      "src/server/catalogue.ts: ./http/compression (only HTTP code, the composition roots and tests import src/server/http)",
      "src/web/server-context.server.ts: ../server/http/public/business-plans (src/web imports only types from src/server/http)",
    ]);
  });
});
