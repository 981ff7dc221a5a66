import { ReferralWizard } from "../features/referral/referral-wizard";

/** /indique's two-step referral form; without scripts, the same form posts to the page. */
export default ReferralWizard;
