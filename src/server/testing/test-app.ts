import { type AppDeps, createApp } from "../http/app";
import { buildAppServices, type ServiceDeps } from "../http/app-services";

/** What a test's app is made from: the app's own parts, and any service the test makes itself (a fake ERP). */
export type TestAppDeps = Omit<AppDeps, "services"> & ServiceDeps;

/**
 * The app as the composition root makes it (serve.ts), for a test: the services the test did not make are
 * made from its database, as `buildAppServices` makes them in production.
 */
export function createTestApp(deps: TestAppDeps) {
  return createApp({ ...deps, services: buildAppServices(deps) });
}
