import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import postcss, { type AtRule, type ChildNode, type Root, type Rule } from "postcss";

// Every public page inlines the site's stylesheet (astro.config.ts), which holds the rules of every page and
// island. A phone's main thread pays for each rule it parses and matches against each element (issue 54), so
// the page keeps only the rules whose classes it can show: those of its HTML, of its inline scripts, and of
// the scripts it loads (its islands, their renderers and imports, its bundled `<script>`s), which may render
// or toggle classes its HTML does not hold yet. Rules without a class (the theme's variables, the reset,
// element and attribute selectors) and every at-rule without rules (keyframes, @property, @font-face) stay.

/** A rule of the stylesheet as the trim sees it: its text, and for each of its selectors the classes it needs. */
type Leaf = { kind: "rule"; text: string; needs: string[][] };
/** An at-rule that holds rules (@media, @supports, @layer): kept when one of its rules is. */
type Group = { kind: "group"; open: string; children: Node[] };
/** A custom property's registration (`@property --tw-…`): kept when a kept rule names the property. */
type Property = { kind: "property"; name: string; text: string };
type Node = Leaf | Group | Property | { kind: "text"; text: string };

const CLASS = /\.((?:\\.|[\w-]|[^\p{ASCII}])+)/gu;
const unescapeClass = (name: string) => name.replace(/\\(.)/g, "$1");

function classesOf(selector: string): string[] {
  return [...selector.matchAll(CLASS)].map((match) => unescapeClass(match[1]!));
}

function toNodes(children: ChildNode[]): Node[] {
  return children.flatMap((child): Node[] => {
    if (child.type === "rule") {
      const rule = child as Rule;
      return [{ kind: "rule", text: rule.toString(), needs: rule.selectors.map(classesOf) }];
    }
    if (child.type === "atrule") {
      const atRule = child as AtRule;
      // A statement (`@layer theme, base;`) ends with the semicolon its parent's stringifier would add.
      if (!atRule.nodes) return [{ kind: "text", text: `${atRule.toString()};` }];
      if (atRule.name === "property")
        return [{ kind: "property", name: atRule.params, text: atRule.toString() }];
      const holdsRules = atRule.nodes.some((node) => node.type === "rule" || node.type === "atrule");
      if (!holdsRules || atRule.name === "keyframes") return [{ kind: "text", text: atRule.toString() }];
      return [
        {
          kind: "group",
          open: `@${atRule.name}${atRule.params ? ` ${atRule.params}` : ""}{`,
          children: toNodes(atRule.nodes),
        },
      ];
    }
    if (child.type === "decl") return [{ kind: "text", text: `${child.toString()};` }];
    return [];
  });
}

/** The stylesheet's text with only what `shown` classes need; registrations go to `properties`. */
function render(nodes: Node[], shown: ReadonlySet<string>, properties: Property[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "text") out += node.text;
    else if (node.kind === "property") properties.push(node);
    else if (node.kind === "rule") {
      const kept = node.needs.some((classes) => classes.every((name) => shown.has(name)));
      if (kept) out += node.text;
    } else {
      const inner = render(node.children, shown, properties);
      if (inner) out += `${node.open}${inner}}`;
    }
  }
  return out;
}

const parsedSheets = new Map<string, Node[]>();
function parseSheet(css: string): Node[] {
  let nodes = parsedSheets.get(css);
  if (!nodes) {
    const root: Root = postcss.parse(css);
    nodes = toNodes(root.nodes);
    // One stylesheet per build; a second only in tests.
    if (parsedSheets.size > 4) parsedSheets.clear();
    parsedSheets.set(css, nodes);
  }
  return nodes;
}

/**
 * The words of a text that could be class names: every token of its string literals and attributes. A
 * class may hold `:` (a variant, `sm:hidden`), `[]` and `'` (an arbitrary value, `content-['_·_']`) and
 * `!`, so a token is taken whole and also split at its single quotes (a single-quoted string's text); a
 * token of code they join (`a?b:c`) is a word no rule needs.
 */
function wordsOf(text: string, into: Set<string>) {
  for (const word of text.split(/[\s"`=<>{}(),;+|&]+/)) {
    if (!word) continue;
    into.add(word);
    if (word.includes("'")) for (const part of word.split("'")) if (part) into.add(part);
  }
  // An arbitrary value may hold what splits code: `h-[calc(100dvh-2rem)]`, `[&>li]:flex`.
  for (const match of text.matchAll(ARBITRARY_CLASS)) into.add(match[0]);
}
const ARBITRARY_CLASS = /[\w:!@*./%#-]*\[[^\s"`\]]+\][\w:!@*./%#-]*/g;

type ScriptIndex = { words(file: string): ReadonlySet<string> };

/**
 * The words each built script can show, its static and dynamic imports' included. Read once: the built
 * files do not change while the server runs.
 */
export function scriptIndex(clientDir: string | undefined): ScriptIndex {
  const assets = clientDir ? path.join(clientDir, "_astro") : undefined;
  const own = new Map<string, { words: Set<string>; imports: string[] }>();
  if (assets && existsSync(assets))
    for (const file of readdirSync(assets)) {
      if (!file.endsWith(".js")) continue;
      const text = readFileSync(path.join(assets, file), "utf8");
      const words = new Set<string>();
      wordsOf(text, words);
      // Static imports quote their file; the bundler writes a dynamic one as a template literal
      // (import(`./offer-grid.js`)) and lists its dependencies as `_astro/…` paths.
      const imports = [...text.matchAll(/["'`](?:\.\/|\/?_astro\/)([\w.-]+\.js)["'`]/g)].map(
        (match) => match[1]!,
      );
      own.set(file, { words, imports });
    }
  const closed = new Map<string, Set<string>>();
  const close = (file: string): Set<string> => {
    const done = closed.get(file);
    if (done) return done;
    const words = new Set<string>();
    closed.set(file, words);
    const entry = own.get(file);
    if (!entry) return words;
    for (const word of entry.words) words.add(word);
    for (const imported of entry.imports) for (const word of close(imported)) words.add(word);
    return words;
  };
  return { words: (file) => close(file) };
}

const STYLE = /<style>([\s\S]*?)<\/style>/;

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">" };
/** An attribute's value as the browser reads it: `content-[&#x27;_·_&#x27;]` is `content-['_·_']`. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, name: string) => {
    if (name[0] !== "#") return ENTITIES[name] ?? entity;
    return String.fromCodePoint(
      name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)),
    );
  });
}

/**
 * The page's HTML with its inlined stylesheet trimmed to the rules it can show. A page without one (a
 * redirect's, the console's) is given back as it came.
 */
export function trimPageStyles(html: string, scripts: ScriptIndex): string {
  const style = STYLE.exec(html);
  if (!style) return html;
  const shown = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g))
    for (const name of decodeAttribute(match[1]!).split(/\s+/)) shown.add(name);
  // An island's props may carry classes its component renders only once it runs.
  for (const match of html.matchAll(/\sprops="([^"]*)"/g)) wordsOf(decodeAttribute(match[1]!), shown);
  // Inline scripts (the theme's, the city window's first line) and data blocks name classes too.
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) wordsOf(match[1]!, shown);
  for (const match of html.matchAll(/(?:src|component-url|renderer-url|href)="\/_astro\/([\w.-]+\.js)"/g))
    for (const word of scripts.words(match[1]!)) shown.add(word);
  const properties: Property[] = [];
  const rules = render(parseSheet(style[1]!), shown, properties);
  // A registration's place in the sheet does not matter: those the kept rules name follow them.
  const css =
    rules +
    properties
      .filter(({ name }) => rules.includes(`var(${name}`))
      .map(({ text }) => text)
      .join("");
  return `${html.slice(0, style.index)}<style>${css}</style>${html.slice(style.index + style[0].length)}`;
}
