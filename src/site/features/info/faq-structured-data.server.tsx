import { isValidElement, type ReactNode } from "react";
import { faqLd } from "../../../domain";
import { faqItems } from "./service-pages";

/**
 * /faq's `FAQPage` (issue 57): the questions the page shows, each answer as the plain text a reader sees
 * (its links' words kept, their markup dropped). The answers are read as data, not rendered (issue 69:
 * one render path): their text is the strings their elements hold.
 */
export function faqStructuredData(companyName: string) {
  return faqLd(
    faqItems(companyName).map((item) => ({
      question: item.question,
      answer: textOf(item.answer).replace(/\s+/g, " ").trim(),
    })),
  );
}

/** The words of a tree of plain elements (`<p>`, `<a>`, `<strong>`…), in order. */
export function textOf(node: ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (isValidElement(node)) return textOf((node.props as { children?: ReactNode }).children);
  return "";
}
