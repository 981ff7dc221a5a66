// A page's island loaded with that page only (decision 0049): its chunk is named after it.
export { ReferralWizard as default } from "../features/referral/referral-wizard";
