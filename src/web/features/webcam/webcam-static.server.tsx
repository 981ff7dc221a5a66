import { renderToStaticMarkup } from "react-dom/server";
import { webcamContent } from "./webcam-content.server";
import { WebcamFeatures } from "./webcam-features";

let features: string | undefined;

/**
 * The features grid as HTML from the loader (components/server-html.tsx): it holds no state, and its
 * code in the page's script was what /webcam's first load had over its budget (decision 0010).
 */
export function webcamFeaturesHtml(): string {
  features ??= renderToStaticMarkup(<WebcamFeatures items={webcamContent.features} />);
  return features;
}
