import type Sharp from "sharp";

// sharp (libvips) is loaded by the first image it works on, not at start: a server that only serves
// pages never maps libvips' native code nor starts its allocator (decision 0091).
let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
