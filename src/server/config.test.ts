import { availableParallelism } from "node:os";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has defaults that run on a fresh machine", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      seedDemo: true,
      trustProxy: false,
      databaseUrl: undefined,
      deskLookupsPerMinute: 120,
    });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("reads typed values", () => {
    const config = loadConfig({
      PORT: "8080",
      SEED_DEMO: "false",
      TRUST_PROXY: "true",
      DATABASE_URL: "postgres://x@h/db",
      DESK_LOOKUPS_PER_MINUTE: "600",
    });
    expect(config).toMatchObject({
      deskLookupsPerMinute: 600,
      port: 8080,
      seedDemo: false,
      trustProxy: true,
      databaseUrl: "postgres://x@h/db",
    });
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ ADMIN_EMAIL: "a@b.co" }, "ADMIN_PASSWORD"],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "longenough" }, "ADMIN_EMAIL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "onze-chars!" }, "ADMIN_PASSWORD"],
    [{ WEB_CONCURRENCY: "2" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "0", DATABASE_URL: "postgres://x@h/db" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "muitos", DATABASE_URL: "postgres://x@h/db" }, "WEB_CONCURRENCY"],
    [{ METRICS_TOKEN: "curto" }, "METRICS_TOKEN"],
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS"],
    [{ DESK_LOOKUPS_PER_MINUTE: "0" }, "DESK_LOOKUPS_PER_MINUTE"],
    [{ DESK_LOOKUPS_PER_MINUTE: "muitas" }, "DESK_LOOKUPS_PER_MINUTE"],
    [{ LEAD_RETENTION_DAYS: "noventa" }, "LEAD_RETENTION_DAYS"],
    [{ STORAGE_URL: "/var/lib/vitrine" }, "STORAGE_URL"],
    [{ STORAGE_URL: "s3://Bucket_Errado" }, "STORAGE_URL"],
    [{ STORAGE_URL: "s3://vitrine", S3_ACCESS_KEY_ID: "k" }, "S3_SECRET_ACCESS_KEY"],
    [{ STORAGE_URL: "s3://vitrine", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_ENDPOINT: "http://minio:9000" }, "S3_ENDPOINT"],
    [{ S3_PUBLIC_URL: "https://cdn.example.com" }, "S3_PUBLIC_URL"],
    [{ S3_REGION: "sa-east-1" }, "S3_REGION"],
    [{ S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" }, "S3_ACCESS_KEY_ID"],
    [{ STORAGE_URL: "s3://vitrine/site/../outro" }, "STORAGE_URL"],
    [{ STORAGE_URL: "s3://vitrine/.." }, "STORAGE_URL"],
    [{ STORAGE_URL: "s3://vitrine/./site" }, "STORAGE_URL"],
    [{ CDN_PURGE_URL: "ftp://cdn.example.com/purge" }, "CDN_PURGE_URL"],
  ])("refuses %j naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrowError(ConfigError);
    expect(() => loadConfig(env)).toThrowError(new RegExp(`${variable}:`));
  });

  it("keeps referrals and leads 365 days unless told otherwise, each on its own setting", () => {
    expect(loadConfig({}).leads.retentionDays).toBe(365);
    const config = loadConfig({ LEAD_RETENTION_DAYS: "90", REFERRAL_RETENTION_DAYS: "180" });
    expect([config.leads.retentionDays, config.referrals.retentionDays]).toEqual([90, 180]);
  });

  it("keeps uploads in the data directory unless STORAGE_URL names a bucket", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(
      loadConfig({
        STORAGE_URL: "s3://vitrine-imagens/site/prod/",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_ACCESS_KEY_ID: "chave",
        S3_SECRET_ACCESS_KEY: "segredo",
        S3_PUBLIC_URL: "https://imagens.example.com/",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "vitrine-imagens",
      prefix: "site/prod/",
      endpoint: "http://127.0.0.1:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "chave", secretAccessKey: "segredo" },
      publicUrl: "https://imagens.example.com",
    });
    expect(loadConfig({ STORAGE_URL: "s3://vitrine", S3_REGION: "sa-east-1" }).storage).toMatchObject({
      prefix: "",
      region: "sa-east-1",
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it("says why S3 settings need STORAGE_URL, and takes dots inside a prefix's names", () => {
    expect(() => loadConfig({ S3_REGION: "sa-east-1" })).toThrowError(
      /S3_REGION: only applies with STORAGE_URL=s3:\/\/…/,
    );
    expect(loadConfig({ STORAGE_URL: "s3://vitrine/site.v2/..fotos" }).storage).toMatchObject({
      prefix: "site.v2/..fotos/",
    });
  });

  it("reads the ERP, refuses plain http unless allowed, and wants URL and token with the adapter", () => {
    expect(loadConfig({}).erp).toBeUndefined();
    expect(
      loadConfig({ ERP_ADAPTER: "ixc", ERP_URL: "https://ixc.example.com/", ERP_TOKEN: "7:abc" }).erp,
    ).toEqual({ adapter: "ixc", url: "https://ixc.example.com", token: "7:abc" });
    expect(() => loadConfig({ ERP_ADAPTER: "ixc", ERP_URL: "http://10.0.0.5", ERP_TOKEN: "7:abc" })).toThrow(
      /ERP_URL: must be https:\/\/ \(set ERP_ALLOW_HTTP=true/,
    );
    expect(
      loadConfig({
        ERP_ADAPTER: "ixc",
        ERP_URL: "http://10.0.0.5",
        ERP_TOKEN: "7:abc",
        ERP_ALLOW_HTTP: "true",
      }).erp?.url,
    ).toBe("http://10.0.0.5");
    expect(() => loadConfig({ ERP_ADAPTER: "ixc", ERP_URL: "https://ixc.example.com" })).toThrow(
      /ERP_TOKEN: ERP_ADAPTER=ixc needs it/,
    );
    expect(() => loadConfig({ ERP_ADAPTER: "mk" })).toThrow(/ERP_ADAPTER: must be one of: ixc/);
    expect(() => loadConfig({ ERP_TOKEN: "7:abc" })).toThrow(/ERP_TOKEN: only applies with ERP_ADAPTER/);
  });

  it("keeps 'Cobertura''s geocoder and CEP service https:// unless COVERAGE_ALLOW_HTTP says otherwise", () => {
    expect(loadConfig({}).coverageAllowHttp).toBe(false);
    expect(loadConfig({ COVERAGE_ALLOW_HTTP: "true" }).coverageAllowHttp).toBe(true);
    expect(() => loadConfig({ COVERAGE_ALLOW_HTTP: "talvez" })).toThrow(
      /COVERAGE_ALLOW_HTTP: use true or false/,
    );
  });

  it("refuses private addresses, an http:// console ERP and plain-text SMTP passwords unless the operator allows them", () => {
    const none = loadConfig({});
    expect([none.allowPrivateAddresses, none.erpAllowHttp, none.smtpAllowPlainAuth]).toEqual([
      false,
      false,
      false,
    ]);
    const all = loadConfig({
      ALLOW_PRIVATE_ADDRESSES: "true",
      ERP_ALLOW_HTTP: "true",
      SMTP_ALLOW_PLAIN_AUTH: "1",
    });
    expect([all.allowPrivateAddresses, all.erpAllowHttp, all.smtpAllowPlainAuth]).toEqual([true, true, true]);
    expect(() => loadConfig({ ALLOW_PRIVATE_ADDRESSES: "sim" })).toThrow(
      /ALLOW_PRIVATE_ADDRESSES: use true or false/,
    );
  });

  it("runs one process on the embedded database, and one per core on PostgreSQL unless told", () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).webConcurrency).toBe(1);
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db" }).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ DATABASE_URL: "postgres://x@h/db", WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
  });

  it("says why several processes need PostgreSQL", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrowError(
      /WEB_CONCURRENCY: more than one process needs DATABASE_URL/,
    );
  });
});
