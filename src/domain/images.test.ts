import { describe, expect, it } from "vitest";
import { storedWidths, uploadedSrcSet } from "./images";

describe("uploaded image sources", () => {
  it("lists every stored width up to the original", () => {
    expect(storedWidths(3000)).toEqual([640, 1024, 1600]);
    expect(storedWidths(900)).toEqual([640, 900]);
    expect(storedWidths(300)).toEqual([300]);
  });

  it("derives a srcset from an uploaded banner's URL", () => {
    expect(uploadedSrcSet("/uploads/banners/ab12-1600.webp", 2400)).toBe(
      "/uploads/banners/ab12-640.webp 640w, /uploads/banners/ab12-1024.webp 1024w, /uploads/banners/ab12-1600.webp 1600w",
    );
    expect(uploadedSrcSet("/uploads/streaming-banners/ff-900.webp", 900)).toBe(
      "/uploads/streaming-banners/ff-640.webp 640w, /uploads/streaming-banners/ff-900.webp 900w",
    );
  });

  it("derives a srcset from a shipped demo banner drawn in the same widths", () => {
    expect(uploadedSrcSet("/images/banners/oferta-fibra-1200.webp", 1200)).toBe(
      "/images/banners/oferta-fibra-640.webp 640w, /images/banners/oferta-fibra-1024.webp 1024w, /images/banners/oferta-fibra-1200.webp 1200w",
    );
  });

  it("leaves shipped images and unknown widths alone", () => {
    expect(uploadedSrcSet("/images/banners/fibra.svg", 1600)).toBeUndefined();
    expect(uploadedSrcSet("/uploads/banners/ab12-1600.webp", null)).toBeUndefined();
    expect(uploadedSrcSet("https://evil.example/uploads/banners/a-1.webp", 10)).toBeUndefined();
  });
});
