import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { ERP_ADAPTERS } from "../domain/erp";
import { DEFAULT_SIGN_UP_RETENTION_DAYS } from "../domain/sign-up";

// The only module that reads process.env: everything else receives a Config.

const booleanFromEnv = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no"], { message: "use true or false" })
    .optional()
    .transform((value) => (value === undefined ? fallback : ["true", "1", "yes"].includes(value)));

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export { ERP_ADAPTERS };

/**
 * The site's ceiling on subscriber-desk lookups a minute (DESK_LOOKUPS_PER_MINUTE; issue 55, M2): far above
 * a regional provider's busiest minute (a due day's morning), low enough that trying a list of CPFs from
 * many addresses takes days.
 */
export const DEFAULT_DESK_LOOKUPS_PER_MINUTE = 120;

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce
      .number({ message: "must be a port number from 1 to 65535" })
      .int("must be a port number from 1 to 65535")
      .min(1, "must be a port number from 1 to 65535")
      .max(65535, "must be a port number from 1 to 65535")
      .default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    SEED_DEMO: booleanFromEnv(true),
    MIGRATE_ON_START: booleanFromEnv(true),
    ADMIN_EMAIL: optionalText.pipe(z.email("must be an e-mail address").optional()),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(12, "must have at least 12 characters").optional()),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, "must have at least 32 characters").optional()),
    PUBLIC_URL: optionalText.pipe(z.url("must be an absolute URL").optional()),
    TRUST_PROXY: booleanFromEnv(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    REFERRAL_RELAY_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    REFERRAL_ENCRYPTION_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hexadecimal characters (a 256-bit key)")
        .optional(),
    ),
    REFERRAL_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 3650" })
      .int("must be a whole number of days from 1 to 3650")
      .min(1, "must be a whole number of days from 1 to 3650")
      .max(3650, "must be a whole number of days from 1 to 3650")
      .default(365),
    LEAD_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 3650" })
      .int("must be a whole number of days from 1 to 3650")
      .min(1, "must be a whole number of days from 1 to 3650")
      .max(3650, "must be a whole number of days from 1 to 3650")
      .default(365),
    SIGN_UP_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 3650" })
      .int("must be a whole number of days from 1 to 3650")
      .min(1, "must be a whole number of days from 1 to 3650")
      .max(3650, "must be a whole number of days from 1 to 3650")
      .default(DEFAULT_SIGN_UP_RETENTION_DAYS),
    // Issue 67: the desk's self-service requests, erased this many days after they were made.
    REQUEST_RETENTION_DAYS: z.coerce
      .number({ message: "must be a whole number of days from 1 to 3650" })
      .int("must be a whole number of days from 1 to 3650")
      .min(1, "must be a whole number of days from 1 to 3650")
      .max(3650, "must be a whole number of days from 1 to 3650")
      .default(365),
    METRICS_TOKEN: optionalText.pipe(z.string().min(32, "must have at least 32 characters").optional()),
    STORAGE_URL: optionalText.pipe(
      z
        .string()
        .regex(
          // No `.` or `..` segment in the prefix: browsers resolve it in S3_PUBLIC_URL's redirects, and
          // some S3-compatible servers resolve or refuse it, so files would not be where the site looks.
          /^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/(?!\.{1,2}(\/|$))[A-Za-z0-9._-]*)*$/,
          "must be s3://bucket or s3://bucket/prefix (unset: files in DATA_DIR/uploads)",
        )
        .optional(),
    ),
    S3_ENDPOINT: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    CDN_PURGE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    CDN_PURGE_TOKEN: optionalText,
    ERP_ADAPTER: optionalText.pipe(
      z
        .enum(ERP_ADAPTERS, { message: `must be one of: ${ERP_ADAPTERS.join(", ")} (unset: no ERP)` })
        .optional(),
    ),
    ERP_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    ERP_TOKEN: optionalText,
    ERP_ALLOW_HTTP: booleanFromEnv(false),
    // Issue 67: GenieACS's NBI on the provider's private network (it has no authentication of its own):
    // the desk's Wi-Fi change reaches the router through it when the ERP records the ONU's serial.
    GENIEACS_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
    ),
    // Configurações → 'Cobertura': the geocoder and the CEP service may be http:// (a private network).
    COVERAGE_ALLOW_HTTP: booleanFromEnv(false),
    // Issue 66, L3: addresses staff set may lead into the server's own network (loopback, private ranges).
    ALLOW_PRIVATE_ADDRESSES: booleanFromEnv(false),
    // Issue 66, L3: the SMTP password may be sent over a connection without TLS.
    SMTP_ALLOW_PLAIN_AUTH: booleanFromEnv(false),
    // IXC's contract print resource of this install (issue 58): the desk's contract PDF.
    ERP_CONTRACT_PRINT: optionalText.pipe(
      z
        .string()
        .regex(/^cliente_contrato_imprimir_contrato_\d{1,9}$/, {
          message: "must be IXC's print resource, cliente_contrato_imprimir_contrato_<number>",
        })
        .optional(),
    ),
    // 'Minha conta' (issue 67): SGP's and Hubsoft's subscriber central password signs in too.
    ERP_CENTRAL_SIGN_IN: booleanFromEnv(false),
    DESK_LOOKUPS_PER_MINUTE: z.coerce
      .number({ message: "must be a whole number of lookups from 1 to 100000" })
      .int("must be a whole number of lookups from 1 to 100000")
      .min(1, "must be a whole number of lookups from 1 to 100000")
      .max(100_000, "must be a whole number of lookups from 1 to 100000")
      .default(DEFAULT_DESK_LOOKUPS_PER_MINUTE),
    WEB_CONCURRENCY: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,2}$/, "must be a whole number of processes from 1 to 64")
        .transform(Number)
        .refine((n) => n >= 1 && n <= 64, "must be a whole number of processes from 1 to 64")
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // The embedded database is one process's files (its lock refuses a second process): several
    // processes need a database server they can share.
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message:
          "more than one process needs DATABASE_URL (PostgreSQL): the embedded database serves one process only",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (!env.STORAGE_URL) {
      // Without a bucket every S3_* setting would be ignored: the operator meant a bucket and would get
      // uploads on one machine's disk without a word.
      for (const name of [
        "S3_ENDPOINT",
        "S3_PUBLIC_URL",
        "S3_REGION",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
      ] as const)
        if (env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "only applies with STORAGE_URL=s3://…" });
    }
    if (env.ERP_ADAPTER) {
      for (const name of ["ERP_URL", "ERP_TOKEN"] as const)
        if (!env[name])
          ctx.addIssue({ code: "custom", path: [name], message: `ERP_ADAPTER=${env.ERP_ADAPTER} needs it` });
      // The ERP's credential and the subscribers' data would cross the network in clear text.
      if (env.ERP_URL?.startsWith("http://") && !env.ERP_ALLOW_HTTP)
        ctx.addIssue({
          code: "custom",
          path: ["ERP_URL"],
          message: "must be https:// (set ERP_ALLOW_HTTP=true to allow http:// on a private network)",
        });
    } else {
      for (const name of ["ERP_URL", "ERP_TOKEN"] as const)
        if (env[name])
          ctx.addIssue({ code: "custom", path: [name], message: "only applies with ERP_ADAPTER" });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
  });

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  /**
   * false: the server leaves migrations to `npm run db:migrate` run by the tables' owner, and refuses to
   * start on a database that lacks one; its own role then needs no ownership (docs/security.md).
   */
  migrateOnStart: boolean;
  admin: { email: string; password: string } | undefined;
  authSecret: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
  logLevel: string;
  /** Server processes sharing the port (node:cluster); always 1 on the embedded database. */
  webConcurrency: number;
  /** Lets a Prometheus scraper that is not on loopback read /metrics (Authorization: Bearer). */
  metricsToken: string | undefined;
  referrals: {
    /** Where referrals are posted; without it they wait in the console. */
    relayUrl: string | undefined;
    /** 32 bytes for AES-256-GCM; without it one is created in DATA_DIR on first start. */
    encryptionKey: string | undefined;
    retentionDays: number;
  };
  leads: {
    /** Leads (the site's contact forms) older than this are deleted by the daily job. */
    retentionDays: number;
  };
  /** 'Contrate online' sign-ups and their photos: erased this many days after delivery (issue 56). */
  signUps: { retentionDays: number };
  /** The desk's self-service requests: erased this many days after they were made (issue 67). */
  requests: { retentionDays: number };
  /** GenieACS's NBI (issue 67): the Wi-Fi change reaches the router through it; undefined: not used. */
  genieAcsUrl: string | undefined;
  /** Where uploaded images live: DATA_DIR/uploads, or an S3-compatible bucket (storage/s3-storage.ts). */
  storage: StorageConfig;
  /** The provider's management system (src/server/erp, decision 0037); undefined: none, pages as before. */
  erp: ErpConfig | undefined;
  /** ERP_CONTRACT_PRINT: the console's ERP uses it unless its own setting names another (issue 58). */
  erpContractPrint?: string;
  /**
   * The subscriber pages' lookups a minute for the whole site, shared out among the processes (each
   * takes its part of it): the ceiling on many addresses trying many CPFs (issue 55, M2).
   */
  deskLookupsPerMinute: number;
  /**
   * COVERAGE_ALLOW_HTTP: Configurações → 'Cobertura' may name an http:// geocoder and CEP service (a
   * service on the provider's private network); false: https:// only, when saved and when used.
   */
  coverageAllowHttp: boolean;
  /**
   * ERP_ALLOW_HTTP: the ERP may be http:// (ERP_URL, or the console's 'Permitir endereço http://', which
   * the console offers only then).
   */
  erpAllowHttp: boolean;
  /**
   * ALLOW_PRIVATE_ADDRESSES (issue 66, L3; decision 0076): the geocoder, the CEP service, the console's ERP,
   * the SMTP server and the WhatsApp and RD Station APIs may be reached at loopback, private, link-local or
   * metadata addresses; false: refused when saved and when connecting, whatever a name resolves to.
   */
  allowPrivateAddresses: boolean;
  /** SMTP_ALLOW_PLAIN_AUTH: the SMTP password may be sent without TLS (else STARTTLS is required to sign in). */
  smtpAllowPlainAuth: boolean;
  cdn: {
    /** Where purge requests go (decision 0032); without it, no purge is queued. */
    purgeUrl: string | undefined;
    /** Sent as `Authorization: Bearer …` with each purge request. */
    purgeToken: string | undefined;
  };
};

export type S3StorageConfig = {
  kind: "s3";
  bucket: string;
  /** Prepended to every key (`vitrine/` → `vitrine/banners/….webp`); empty for the bucket's root. */
  prefix: string;
  /** MinIO, Garage, SeaweedFS, R2…: its address, spoken to path-style; unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (its environment variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A public address of the bucket's files: /uploads/… then redirects there. */
  publicUrl: string | undefined;
};

export type ErpConfig = {
  adapter: (typeof ERP_ADAPTERS)[number];
  /** IXC only: the install's contract print resource (ERP_CONTRACT_PRINT, issue 58). */
  contractPrint?: string;
  /** SGP and Hubsoft: 'Minha conta' takes the ERP's subscriber central password too (issue 67). */
  centralSignIn?: boolean;
  /** The ERP's base address, without a trailing slash. */
  url: string;
  /**
   * The credential in the ERP's own form (IXC: `userId:token`; SGP: `app:token`; Hubsoft:
   * `client_id:client_secret:username:password`).
   */
  token: string;
};

export type StorageConfig = { kind: "disk" } | S3StorageConfig;

/** `s3://bucket/some/prefix` → bucket and `some/prefix/`. */
function s3Storage(env: z.output<typeof envSchema>, url: string): S3StorageConfig {
  const [bucket = "", ...rest] = url.slice("s3://".length).split("/");
  const prefix = rest.filter(Boolean).join("/");
  return {
    kind: "s3",
    bucket,
    prefix: prefix ? `${prefix}/` : "",
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? "us-east-1",
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    migrateOnStart: env.MIGRATE_ON_START,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    authSecret: env.AUTH_SECRET,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    // Unset: one process per core with PostgreSQL; the embedded database is one process's.
    webConcurrency: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1),
    metricsToken: env.METRICS_TOKEN,
    referrals: {
      relayUrl: env.REFERRAL_RELAY_URL,
      encryptionKey: env.REFERRAL_ENCRYPTION_KEY,
      retentionDays: env.REFERRAL_RETENTION_DAYS,
    },
    leads: { retentionDays: env.LEAD_RETENTION_DAYS },
    signUps: { retentionDays: env.SIGN_UP_RETENTION_DAYS },
    requests: { retentionDays: env.REQUEST_RETENTION_DAYS },
    genieAcsUrl: env.GENIEACS_URL?.replace(/\/+$/, ""),
    storage: env.STORAGE_URL ? s3Storage(env, env.STORAGE_URL) : { kind: "disk" },
    erp:
      env.ERP_ADAPTER && env.ERP_URL && env.ERP_TOKEN
        ? {
            adapter: env.ERP_ADAPTER,
            url: env.ERP_URL.replace(/\/+$/, ""),
            token: env.ERP_TOKEN,
            ...(env.ERP_CONTRACT_PRINT ? { contractPrint: env.ERP_CONTRACT_PRINT } : {}),
            ...(env.ERP_CENTRAL_SIGN_IN ? { centralSignIn: true } : {}),
          }
        : undefined,
    erpContractPrint: env.ERP_CONTRACT_PRINT,
    deskLookupsPerMinute: env.DESK_LOOKUPS_PER_MINUTE,
    coverageAllowHttp: env.COVERAGE_ALLOW_HTTP,
    erpAllowHttp: env.ERP_ALLOW_HTTP,
    allowPrivateAddresses: env.ALLOW_PRIVATE_ADDRESSES,
    smtpAllowPlainAuth: env.SMTP_ALLOW_PLAIN_AUTH,
    cdn: { purgeUrl: env.CDN_PURGE_URL, purgeToken: env.CDN_PURGE_TOKEN },
  };
}

/** The database the test suites use: PostgreSQL when TEST_DATABASE_URL is set, else a fresh PGlite. */
export function testDatabaseUrl(
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source.TEST_DATABASE_URL?.trim() || undefined;
}
