import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../testing/xss-payloads";
import { countWords, escapeMarkdown, isSafeLink, readingMinutes, renderMarkdown } from "./markdown";

/** Every tag name in the HTML, and every attribute of them. */
const tagsOf = (html: string) => [...html.matchAll(/<([a-z0-9]+)\b/gi)].map((m) => m[1]!.toLowerCase());
const attributesOf = (html: string) =>
  [...html.matchAll(/<[a-z0-9]+((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/gi)].flatMap((m) =>
    [...m[1]!.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((a) => ({ name: a[1]!.toLowerCase(), value: a[2]! })),
  );

const ALLOWED_TAGS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "br",
  "img",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "s",
  // The new-window hint of an external link (NewWindowHint's words).
  "span",
]);

describe("renderMarkdown", () => {
  it("draws headings, emphasis, lists, quotes, tables and images", () => {
    const html = renderMarkdown(
      "# Título\n\n## Seção\n\n**negrito** e *itálico*\n\n- um\n- dois\n\n1. primeiro\n\n> citação\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n![Roteador na sala](/uploads/roteador.webp)",
    );
    expect(html).toContain("<h2>Título</h2>");
    expect(html).toContain("<h2>Seção</h2>");
    expect(html).toContain("<strong>negrito</strong>");
    expect(html).toContain("<em>itálico</em>");
    expect(html).toContain("<ul>\n<li>um</li>");
    expect(html).toContain("<ol>\n<li>primeiro</li>");
    expect(html).toContain("<blockquote>");
    expect(html).toContain('<div class="content-table"><table>');
    expect(html).toContain(
      '<img src="/uploads/roteador.webp" alt="Roteador na sala" loading="lazy" decoding="async">',
    );
  });

  it("draws an uploaded image at the size its address names, with its stored widths, lazily", () => {
    const html = renderMarkdown("![Técnico no poste](/uploads/banners/ab12cd-1600.webp#1600x900)");
    expect(html).toBe(
      '<p><img src="/uploads/banners/ab12cd-1600.webp" alt="Técnico no poste" width="1600" height="900" ' +
        'srcset="/uploads/banners/ab12cd-640.webp 640w, /uploads/banners/ab12cd-1024.webp 1024w, ' +
        '/uploads/banners/ab12cd-1600.webp 1600w" sizes="(min-width: 48rem) 48rem, 100vw" loading="lazy" ' +
        'decoding="async"></p>\n',
    );
  });

  it("keeps only the site's own images: another site's, a way out of /uploads or an odd size is text", () => {
    for (const source of [
      "![foto](https://exemplo.com/foto.png)",
      "![foto](//exemplo.com/foto.png)",
      "![foto](/uploads/../api/admin/staff)",
      "![foto](/api/health)",
      "![foto](/uploads/banners/ab12-640.webp#640x)",
    ]) {
      expect(renderMarkdown(source), source).toBe("<p>foto</p>\n");
    }
  });

  it.each(XSS_PAYLOADS)("keeps a stored-XSS payload as text: %s", (payload) => {
    for (const source of [payload, `Texto antes.\n\n${payload}\n\nTexto depois.`, `- ${payload}`]) {
      const html = renderMarkdown(source);
      for (const tag of tagsOf(html)) expect(ALLOWED_TAGS, `tag <${tag}> in ${html}`).toContain(tag);
      for (const { name, value } of attributesOf(html)) {
        expect([
          "href",
          "src",
          "alt",
          "title",
          "rel",
          "target",
          "loading",
          "decoding",
          "width",
          "height",
          "srcset",
          "sizes",
          "class",
          "start",
        ]).toContain(name);
        if (name === "href") expect(isSafeLink(value), value).toBe(true);
        if (name === "href" || name === "src") expect(value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        if (name === "class") expect(["content-table", "sr-only"]).toContain(value);
        if (name === "target") expect(value).toBe("_blank");
      }
      expect(html).not.toMatch(/<(script|iframe|svg|style|form|input)\b/i);
      // No event handler among a tag's attributes (an escaped one inside a quoted value is text).
      expect(html.replace(/"[^"]*"/g, '""')).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
    }
  });

  it("refuses javascript: and data: links and images, keeping their text", () => {
    expect(renderMarkdown("[clique](javascript:alert(1))")).not.toContain("<a");
    expect(renderMarkdown("[clique](data:text/html,oi)")).not.toContain("<a");
    expect(renderMarkdown("![foto](data:image/png;base64,iVBORw0KGgo=)")).not.toContain("<img");
    expect(renderMarkdown("![foto](javascript:alert(1))")).not.toContain("<img");
  });

  it("opens links to other sites in a new tab, noopener, saying so to screen readers; the site's own stay", () => {
    expect(renderMarkdown("Veja a [ANPD](https://www.gov.br/anpd).")).toContain(
      '<a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">ANPD<span class="sr-only"> (abre em nova janela)</span></a>.',
    );
    // A bare address (linkify) and one without a scheme's name are other sites too.
    expect(renderMarkdown("https://www.planalto.gov.br/lei")).toContain(
      'target="_blank" rel="noopener noreferrer">https://www.planalto.gov.br/lei<span class="sr-only"> (abre em nova janela)</span></a>',
    );
    expect(renderMarkdown("[outro](//exemplo.com.br)")).toContain('target="_blank"');
    // Two links in one paragraph: only the external one is marked.
    const both = renderMarkdown("[Lei](https://www.planalto.gov.br/lei) e [planos](/planos/vitoria-es)");
    expect(both).toContain('<a href="/planos/vitoria-es">planos</a>');
    expect(both.match(/abre em nova janela/g)).toHaveLength(1);
    expect(renderMarkdown("[Planos](/planos/vitoria-es)")).toContain(
      '<a href="/planos/vitoria-es">Planos</a>',
    );
    expect(renderMarkdown("[e-mail](mailto:contato@exemplo.com.br)")).toContain(
      '<a href="mailto:contato@exemplo.com.br">e-mail</a>',
    );
  });

  it("turns plain text back into itself through escapeMarkdown", () => {
    for (const text of [
      "1. Coloque o roteador em um ponto central.",
      "# não é título",
      "- nem item",
      "> nem citação",
      "Preço: R$ 99,90 *à vista* [sem link] <b>sem tag</b> a_b_c",
    ]) {
      const html = renderMarkdown(escapeMarkdown(text));
      const expected = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
      expect(html).toBe(`<p>${expected}</p>\n`);
    }
  });
});

describe("countWords", () => {
  it("counts the words a reader reads, not the Markdown around them", () => {
    expect(countWords("## Dicas\n\n- **Wi-Fi** em [casa](/blog) ![foto](/a.webp)")).toBe(4);
    expect(readingMinutes("palavra ".repeat(1000))).toBe(5);
    expect(readingMinutes("")).toBe(1);
  });
});
