import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

// The W3C Nu Html Checker (vnu.jar, from the npm registry's vnu-jar; Java from Debian) over the public
// pages, checked by scripts/check-pages.ts in `npm test` and CI. Its CSS grammar is older than the site's
// stylesheet (oklch colours, @layer, nesting, :where): messages about CSS are left out, every HTML error
// fails.

const run = promisify(execFile);
const VNU_JAR = path.resolve(
  import.meta.dirname,
  "..",
  "node_modules",
  "vnu-jar",
  "build",
  "dist",
  "vnu.jar",
);

/** A checker message about the stylesheet inlined in a page, not about its HTML. */
const CSS_MESSAGE = /^CSS:|“style” element|style attribute/;

export type HtmlError = { page: string; line?: number; message: string; extract?: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** The HTML errors of `pages` (path → the HTML the server sent), one run of the checker for all. */
export async function htmlErrors(pages: ReadonlyMap<string, string>): Promise<HtmlError[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-html-"));
  try {
    const files = new Map<string, string>();
    let n = 0;
    for (const [page, html] of pages) {
      const file = path.join(dir, `page-${n++}.html`);
      writeFileSync(file, html);
      files.set(`file:${file}`, page);
    }
    // vnu exits 1 when it finds errors; its report is the JSON on stderr either way.
    const output = await run(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", ...files.keys()].map((arg) =>
        arg.replace(/^file:/, ""),
      ),
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (result) => result.stderr,
      (error: { stderr?: string }) => error.stderr ?? "",
    );
    const { messages } = JSON.parse(output || '{"messages":[]}') as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === "error" && !CSS_MESSAGE.test(message.message))
      .map((message) => ({
        page: files.get(message.url) ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract?.slice(0, 160),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
