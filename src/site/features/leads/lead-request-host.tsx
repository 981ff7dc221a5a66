import { lazy, Suspense, useEffect, useState } from "react";
import {
  closeLeadRequest,
  registerLeadRequestHost,
  useIsActiveLeadRequestHost,
  useLeadRequestState,
} from "../../stores/lead-requests";

// The forms, their rules and the dialog load when a visitor reaches for one (decision 0010): a page that
// mounts this host pays a few hundred bytes up front, not the forms.
const loadLeadDialog = () => import("./lead-dialog");
const LeadDialog = lazy(loadLeadDialog);

/**
 * Shows the lead form asked for with openCoverageRequest, openCallbackRequest or openBusinessRequest
 * (src/web/lib/lead-requests.ts) in a dialog. Mount one per page (a page and its layout may both: only
 * the first mounted shows it).
 */
export function LeadRequestHost() {
  const [host] = useState(() => Symbol("lead-request-host"));
  useEffect(() => registerLeadRequestHost(host), [host]);
  const active = useIsActiveLeadRequestHost(host);
  const { request, wanted } = useLeadRequestState();
  useEffect(() => {
    // Asked for before a click (a pointer over the button, its focus): fetch the code now.
    if (active && wanted) void loadLeadDialog();
  }, [active, wanted]);
  if (!active || !request) return null;
  return (
    <Suspense fallback={null}>
      <LeadDialog key={request.id} request={request} onClose={closeLeadRequest} />
    </Suspense>
  );
}
