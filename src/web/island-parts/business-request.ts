// A page's island loaded with that page only (decision 0049): its chunk is named after it.
export { BusinessRequestSection as default } from "../features/leads/business-request-section";
