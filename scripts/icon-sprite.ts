import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * The site's one icon system (decision 0018): each icon is an SVG file in src/ui/icons/; the build joins
 * them into one sprite of <symbol>s, emitted as an immutable hashed file under /assets/, and `<Icon>`
 * (src/ui/components/icon.tsx) draws one with `<use href="/assets/icons-HASH.svg#name">`. No icon is
 * JavaScript. `src/ui/icons/sprite.ts` (generated, committed) holds the sprite's URL and the icon names,
 * so a misspelt name fails the type check. The public site's pages carry the symbols of the icons they draw
 * instead of fetching the sprite (decision 0098): the plugin hands them the symbols as a virtual module.
 */

export const ICON_DIR = "src/ui/icons";
export const GENERATED_MODULE = `${ICON_DIR}/sprite.ts`;
const ASSETS_DIR = "assets";
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Root attributes a symbol keeps (they style its shapes); xmlns, width, height and class are dropped. */
const KEPT_ATTRIBUTES = ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];
const DROPPED_ATTRIBUTES = ["xmlns", "width", "height", "class"];
/** What a shape may not hold: ids would clash between symbols; scripts, styles and links have no place in an icon. */
const FORBIDDEN = /\sid=|<script|<style|<svg|<use|href=|\son[a-z]+=/i;

export type Sprite = {
  /** The sprite document. */
  svg: string;
  /** Where the build writes it, under the client's output directory: `assets/icons-HASH.svg`. */
  fileName: string;
  /** The URL pages reference it by. */
  url: string;
  names: string[];
  /** Each icon's `<symbol>` (its id is its name), for pages that carry the symbols they draw (decision 0098). */
  symbols: Record<string, string>;
};

/**
 * The virtual module that hands the public site's render (src/site/lib/page-icons.ts) every icon's `<symbol>`,
 * so a page carries those it draws rather than sending the browser for the whole sprite.
 */
export const SYMBOLS_MODULE = "virtual:vitrine-icon-symbols";
const RESOLVED_SYMBOLS_MODULE = `\0${SYMBOLS_MODULE}`;

/** One icon file → its `<symbol>`. Throws naming the file when it is not the plain shape the sprite expects. */
export function iconSymbol(name: string, source: string): string {
  if (!NAME.test(name)) throw new Error(`${ICON_DIR}/${name}.svg: icon names are kebab-case`);
  const text = source.replace(/<!--[\s\S]*?-->/g, "").trim();
  const openEnd = text.indexOf(">");
  if (!text.startsWith("<svg ") || openEnd < 0 || !text.endsWith("</svg>"))
    throw new Error(`${ICON_DIR}/${name}.svg: expected one <svg> element`);
  const attributeText = text.slice(4, openEnd).trim();
  const attributes = [...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)];
  if (attributes.map(([pair]) => pair).join(" ") !== attributeText.replace(/\s+/g, " "))
    throw new Error(`${ICON_DIR}/${name}.svg: write the <svg> attributes as name="value" pairs`);
  const kept: string[] = [];
  for (const [, attribute = "", value = ""] of attributes) {
    if (KEPT_ATTRIBUTES.includes(attribute)) kept.push(`${attribute}="${value}"`);
    else if (!DROPPED_ATTRIBUTES.includes(attribute))
      throw new Error(`${ICON_DIR}/${name}.svg: unexpected attribute ${attribute} on <svg>`);
  }
  if (!kept.some((pair) => pair.startsWith("viewBox=")))
    throw new Error(`${ICON_DIR}/${name}.svg: the <svg> needs a viewBox`);
  const body = text
    .slice(openEnd + 1, -"</svg>".length)
    .replace(/>\s+</g, "><")
    .replace(/\s*\/>/g, "/>")
    .trim();
  if (FORBIDDEN.test(body))
    throw new Error(`${ICON_DIR}/${name}.svg: only plain shapes (no ids, links, scripts)`);
  return `<symbol id="${name}" ${kept.join(" ")}>${body}</symbol>`;
}

/** The sprite from icon sources (name → SVG text), in name order so that its hash depends on content only. */
export function buildSprite(sources: Record<string, string>): Sprite {
  const names = Object.keys(sources).sort();
  const symbols = names.map((name) => iconSymbol(name, sources[name]!));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg">' +
    "<!-- Most shapes are Lucide's (https://lucide.dev, ISC licence); see src/ui/icons/README.md. -->" +
    `${symbols.join("")}</svg>\n`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
  const fileName = `${ASSETS_DIR}/icons-${hash}.svg`;
  return {
    svg,
    fileName,
    url: `/${fileName}`,
    names,
    symbols: Object.fromEntries(names.map((name, index) => [name, symbols[index]!])),
  };
}

export function readIconSources(root: string): Record<string, string> {
  const dir = path.join(root, ICON_DIR);
  const sources: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    if (file.endsWith(".svg"))
      sources[file.slice(0, -".svg".length)] = readFileSync(path.join(dir, file), "utf8");
  }
  return sources;
}

/** The committed module that types the names and holds the URL (Biome's formatting, so lint stays quiet). */
export function generatedModule(sprite: Sprite): string {
  return [
    "// Generated by scripts/icon-sprite.ts from the SVG files in this folder: do not edit. `npm run icons`",
    "// (or any build or dev server) rewrites it after an icon is added, changed or removed.",
    "",
    "/** The sprite of every icon: one immutable file under /assets/, named by its content's hash. */",
    `export const SPRITE_URL = "${sprite.url}";`,
    "",
    "export const ICON_NAMES = [",
    ...sprite.names.map((name) => `  "${name}",`),
    "] as const;",
    "",
    "export type IconName = (typeof ICON_NAMES)[number];",
    "",
  ].join("\n");
}

/** Rewrites the generated module when the icons changed; says whether it did. */
export function writeGeneratedModule(root: string, sprite: Sprite): boolean {
  const file = path.join(root, GENERATED_MODULE);
  const text = generatedModule(sprite);
  let current = "";
  try {
    current = readFileSync(file, "utf8");
  } catch {
    // Not written yet.
  }
  if (current === text) return false;
  writeFileSync(file, text);
  return true;
}

export function iconSprite(): Plugin {
  let root = process.cwd();
  let sprite: Sprite | undefined;
  const refresh = () => {
    sprite = buildSprite(readIconSources(root));
    if (writeGeneratedModule(root, sprite)) console.log(`${GENERATED_MODULE} updated (${sprite.url})`);
    return sprite;
  };
  return {
    name: "vitrine-icon-sprite",
    configResolved(config) {
      root = config.root;
      // The URL in the generated module assumes it; the file's own name puts it under /assets/ in every build.
      if (config.command === "build" && config.base !== "/")
        throw new Error("the icon sprite expects base '/'");
    },
    buildStart() {
      const current = refresh();
      for (const name of current.names) this.addWatchFile(path.join(root, ICON_DIR, `${name}.svg`));
    },
    resolveId(id) {
      return id === SYMBOLS_MODULE ? RESOLVED_SYMBOLS_MODULE : undefined;
    },
    load(id) {
      if (id !== RESOLVED_SYMBOLS_MODULE) return undefined;
      const current = sprite ?? refresh();
      for (const name of current.names) this.addWatchFile(path.join(root, ICON_DIR, `${name}.svg`));
      return `export default ${JSON.stringify(current.symbols)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      const current = sprite ?? refresh();
      this.emitFile({ type: "asset", fileName: current.fileName, source: current.svg });
    },
    configureServer(server) {
      refresh();
      server.watcher.add(path.join(root, ICON_DIR));
      server.watcher.on("all", (_event, file) => {
        if (file.startsWith(path.join(root, ICON_DIR)) && file.endsWith(".svg")) refresh();
      });
      server.middlewares.use((request, response, next) => {
        const current = sprite ?? refresh();
        if (request.url?.split("?")[0] !== current.url) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.setHeader("Cache-Control", "no-cache");
        response.end(current.svg);
      });
    },
  };
}

// `npm run icons`: rewrite the generated module without a build.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, "..");
  const sprite = buildSprite(readIconSources(root));
  console.log(
    writeGeneratedModule(root, sprite)
      ? `${GENERATED_MODULE} updated (${sprite.url})`
      : `${GENERATED_MODULE} is up to date`,
  );
}
