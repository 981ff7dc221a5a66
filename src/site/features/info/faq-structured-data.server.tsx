import { renderToStaticMarkup } from "react-dom/server";
import { faqLd } from "../../../domain";
import { faqItems } from "./service-pages";

/**
 * /faq's `FAQPage` (issue 57): the questions the page shows, each answer as the plain text a reader sees
 * (its links' words kept, their markup dropped). Server-side only: it renders the answers to text.
 */
export function faqStructuredData(companyName: string) {
  return faqLd(
    faqItems(companyName).map((item) => ({
      question: item.question,
      answer: decodeEntities(renderToStaticMarkup(item.answer).replace(/<[^>]*>/g, ""))
        .replace(/\s+/g, " ")
        .trim(),
    })),
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decodeEntities = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name) => ENTITIES[name]!);
