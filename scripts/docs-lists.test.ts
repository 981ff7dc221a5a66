import { describe, expect, it } from "vitest";
import { markdownTable, renderBlocks } from "./docs-lists";

const guide = (body: string) =>
  `# Guide\n\nThe tabs:\n\n<!-- generated:tabs -->\n${body}<!-- /generated:tabs -->\n\nAfter the list.\n`;

describe("a guide's generated blocks", () => {
  it("are fresh when they hold what the code makes of them", () => {
    const text = guide("- Planos\n- Cidades\n");
    const result = renderBlocks(text, { tabs: "- Planos\n- Cidades" });
    expect(result.stale).toEqual([]);
    expect(result.text).toBe(text);
  });

  it("are stale when the code has a tab the guide misses, and rewritten to hold it", () => {
    const result = renderBlocks(guide("- Planos\n"), { tabs: "- Planos\n- Painel" });
    expect(result.stale).toEqual(["tabs"]);
    expect(result.text).toBe(guide("- Planos\n- Painel\n"));
    expect(result.text).toContain("After the list.");
  });

  it("are stale when empty, and a block no generator makes is named", () => {
    const text = `${guide("")}\n<!-- generated:queues -->\n- referral\n<!-- /generated:queues -->\n`;
    const result = renderBlocks(text, { tabs: "- Planos" });
    expect(result.stale).toEqual(["tabs"]);
    expect(result.unknown).toEqual(["queues"]);
    expect(result.found).toEqual(["tabs", "queues"]);
    expect(result.text).toContain("<!-- generated:queues -->\n- referral\n<!-- /generated:queues -->");
  });
});

describe("a generated table", () => {
  it("pads every column to its widest cell", () => {
    expect(markdownTable(["Tab", "Route"], [["Planos Empresariais", "`planos`"]])).toBe(
      [
        "| Tab                 | Route    |",
        "| ------------------- | -------- |",
        "| Planos Empresariais | `planos` |",
      ].join("\n"),
    );
  });
});
