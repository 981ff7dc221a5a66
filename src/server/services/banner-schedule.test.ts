import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bannerUpdateSchema, streamingBannerInputSchema } from "../../domain/schemas";
import type { DataChange } from "../changes";
import { auditLog, authUser, banners } from "../db/schema";
import { runContentSchedule, SCHEDULE_ACTOR } from "../jobs/content-schedule";
import { type FreshDatabase, openFreshDatabase } from "../testing/referral-fixtures";
import { scheduledValues } from "./banner-schedule";
import { updateBanner } from "./banners";
import type { StaffContext } from "./console-writes";
import { createStreamingBanner, listStreamingBanners } from "./streaming-banners";

// 'Publicar em' and 'Despublicar em' for banners and streaming banners (decision 0041).

let fresh: FreshDatabase;
let staff: StaffContext;

beforeAll(async () => {
  fresh = await openFreshDatabase();
  const { db } = fresh.database;
  await db.insert(authUser).values({ id: "staff-1", name: "Marketing", email: "marketing@example.com" });
  staff = { db, actor: { id: "staff-1", email: "marketing@example.com" }, announce: async () => {} };
});
afterAll(() => fresh.close());

const NOW = new Date("2027-03-01T12:00:00Z");
const at = (iso: string) => new Date(iso);

describe("a banner's schedule on save", () => {
  it("keeps a banner off until 'Publicar em', puts it on at once when that is past, and spends a past moment", () => {
    const base = { isActive: true, publishAt: null, unpublishAt: null };
    expect(scheduledValues({ ...base, publishAt: at("2027-03-02T11:00:00Z") }, NOW)).toEqual({
      isActive: false,
      publishAt: at("2027-03-02T11:00:00Z"),
      unpublishAt: null,
    });
    expect(scheduledValues({ ...base, isActive: false, publishAt: at("2027-02-01T11:00:00Z") }, NOW)).toEqual(
      base,
    );
    expect(scheduledValues({ ...base, unpublishAt: at("2027-02-01T11:00:00Z") }, NOW)).toEqual({
      ...base,
      isActive: false,
    });
    expect(scheduledValues({ ...base, unpublishAt: at("2027-04-01T11:00:00Z") }, NOW)).toEqual({
      ...base,
      unpublishAt: at("2027-04-01T11:00:00Z"),
    });
  });

  it("refuses a 'Despublicar em' before 'Publicar em', in pt-BR", () => {
    const result = streamingBannerInputSchema.safeParse({
      title: "Estreia",
      description: "Série nova.",
      streamingService: "max",
      imageUrl: "/uploads/streaming-banners/estreia.webp",
      imageAlt: "Cartaz da série",
      displayOrder: "1",
      publishAt: "2027-03-02T11:00:00.000Z",
      unpublishAt: "2027-03-02T10:00:00.000Z",
    });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain("Despublicar em deve ser depois de Publicar em.");
  });
});

describe("the content schedule job, for banners", () => {
  it("puts a scheduled banner on and a streaming banner off at their minute, once, audited and announced", async () => {
    const { db } = fresh.database;
    const [row] = await db
      .insert(banners)
      .values({
        title: "Black Friday",
        imageUrl: "/uploads/banners/bf.webp",
        imageAlt: "Oferta",
        isActive: false,
      })
      .returning();
    const banner = await updateBanner(
      staff,
      row!.id,
      bannerUpdateSchema.parse({
        title: "Black Friday",
        imageUrl: "/uploads/banners/bf.webp",
        imageAlt: "Oferta",
        bgColor: "white",
        displayOrder: "1",
        isActive: true,
        publishAt: "2027-03-02T11:00:00.000Z",
      }),
      row!.updatedAt.toISOString(),
      NOW,
    );
    expect(banner).toMatchObject({ isActive: false, publishAt: "2027-03-02T11:00:00.000Z" });
    const streaming = await createStreamingBanner(
      staff,
      streamingBannerInputSchema.parse({
        title: "Estreia",
        description: "Série nova.",
        streamingService: "max",
        imageUrl: "/uploads/streaming-banners/estreia.webp",
        imageAlt: "Cartaz da série",
        displayOrder: "1",
        unpublishAt: "2027-03-02T11:00:00.000Z",
      }),
      NOW,
    );
    expect(streaming).toMatchObject({ isActive: true, unpublishAt: "2027-03-02T11:00:00.000Z" });

    const heard: DataChange[] = [];
    const announce = async (change: DataChange) => {
      heard.push(change);
    };
    // A minute early, nothing moves.
    expect(await runContentSchedule(db, announce, at("2027-03-02T10:59:30Z"))).toBe(0);
    // Two processes in the same minute: each banner moves once.
    const runs = await Promise.all([
      runContentSchedule(db, announce, at("2027-03-02T11:00:10Z")),
      runContentSchedule(db, announce, at("2027-03-02T11:00:20Z")),
    ]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await runContentSchedule(db, announce, at("2027-03-02T11:01:10Z"))).toBe(0);
    expect(heard).toHaveLength(1);
    expect([...heard[0]!.entities].sort()).toEqual(["banners", "streaming_banners"]);

    const [live] = await db.select().from(banners).where(eq(banners.id, row!.id));
    expect(live).toMatchObject({ isActive: true, publishAt: null });
    const off = (await listStreamingBanners(db)).find((item) => item.id === streaming.id);
    expect(off).toMatchObject({ isActive: false, unpublishAt: null });
    const entries = await db.select().from(auditLog).where(eq(auditLog.actorEmail, SCHEDULE_ACTOR));
    expect(entries.map((entry) => [entry.entity, entry.entityId]).sort()).toEqual(
      [
        ["banners", String(row!.id)],
        ["streaming_banners", String(streaming.id)],
      ].sort(),
    );
  });
});
