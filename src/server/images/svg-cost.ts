import { SaxesParser } from "saxes";

// What an SVG logo would cost to draw, known before anything draws it (issue 55, L-SVG). A logo of ten
// `<use>` levels of ten each is a hundred bytes per level and ten billion shapes for librsvg: it held the
// image threads for minutes (a sign-in, sharing them, got no answer). The file is parsed (saxes, strict
// XML) and refused when it would draw more than a logo ever needs: a `<use>` pointing at something that
// itself holds a `<use>`, a reference loop, more shapes drawn than MAX_DRAWN_ELEMENTS once every `<use>`
// is counted, or a filter (blurs and turbulence cost per pixel, and no 80-pixel icon needs one).

/** An SVG logo is at most this large (a brand's mark is a few KB; PNG is there for anything else). */
export const MAX_SVG_BYTES = 512 * 1024;
/** Elements drawn, every `<use>` counted as what it copies: a detailed logo has a few hundred. */
export const MAX_DRAWN_ELEMENTS = 10_000;

export type SvgCost = "ok" | "unreadable" | "too_complex";

type Node = { id: string | undefined; elements: number; uses: string[] };

/** Whether the SVG `text` may be drawn, and why not. */
export function svgCost(text: string): SvgCost {
  const parser = new SaxesParser({ position: false });
  /** The open elements, each counting its subtree and the `<use>` targets in it. */
  const open: Node[] = [];
  const byId = new Map<string, Node>();
  let root: Node | undefined;
  let filter = false;
  parser.on("opentag", (tag) => {
    const name = tag.name.replace(/^.*:/, "");
    if (name === "filter") filter = true;
    const attribute = (key: string) => {
      const value = tag.attributes[key];
      return typeof value === "string" ? value : undefined;
    };
    const node: Node = { id: attribute("id"), elements: 1, uses: [] };
    if (name === "use") {
      const target = (attribute("href") ?? attribute("xlink:href") ?? "").trim();
      // A reference elsewhere is refused before this (isPlainSvg); an empty one draws nothing.
      if (target.startsWith("#")) node.uses.push(target.slice(1));
    }
    open.push(node);
  });
  parser.on("closetag", () => {
    const node = open.pop()!;
    if (node.id !== undefined && !byId.has(node.id)) byId.set(node.id, node);
    const parent = open.at(-1);
    if (parent) {
      parent.elements += node.elements;
      parent.uses.push(...node.uses);
    } else root = node;
  });
  try {
    parser.write(text).close();
  } catch {
    return "unreadable";
  }
  if (!root) return "unreadable";
  if (filter) return "too_complex";
  // What each element draws, its `<use>` copies included; a `<use>` inside what a `<use>` copies is a
  // nesting no logo needs (and the bomb's shape), and so is a loop.
  for (const id of root.uses) {
    const target = byId.get(id);
    if (target && target.uses.length > 0) return "too_complex";
  }
  const drawn = root.elements + root.uses.reduce((sum, id) => sum + (byId.get(id)?.elements ?? 0), 0);
  return drawn > MAX_DRAWN_ELEMENTS ? "too_complex" : "ok";
}
