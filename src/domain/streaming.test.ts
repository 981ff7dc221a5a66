import { describe, expect, it } from "vitest";
import { findCatalogueEntry, STREAMING_CATALOGUE, streamingGuidePath } from "./streaming";

describe("streaming catalogue", () => {
  it("has the 20 services of the spec, with unique ids", () => {
    expect(STREAMING_CATALOGUE).toHaveLength(20);
    expect(new Set(STREAMING_CATALOGUE.map((entry) => entry.id)).size).toBe(20);
  });

  it.each([
    ["max", "max"],
    ["MAX", "max"],
    ["Globoplay", "globoplay"],
    ["Prime Video", "prime-video"],
    ["star-plus", "star-plus"],
    ["Star+", "star-plus"],
  ])("finds %j as %s ignoring case", (name, id) => {
    expect(findCatalogueEntry(name)?.id).toBe(id);
  });

  it("finds nothing for an unknown name", () => {
    expect(findCatalogueEntry("Canal Local")).toBeUndefined();
  });
});

describe("streamingGuidePath", () => {
  it("opens the guide of the five services that have one, whatever the case", () => {
    expect(streamingGuidePath("Looke")).toBe("/streaming/looke");
    expect(streamingGuidePath("MAX")).toBe("/streaming/max");
    expect(streamingGuidePath("telecine")).toBe("/streaming/telecine");
    expect(streamingGuidePath("GloboPlay")).toBe("/streaming/globoplay");
    expect(streamingGuidePath("Premiere")).toBe("/streaming/premiere");
  });

  it("does nothing for other services", () => {
    expect(streamingGuidePath("Netflix")).toBeNull();
    expect(streamingGuidePath("HBO Max")).toBeNull();
  });
});
