import { AppLogo } from "../../components/app-logo";
import { streamingLogoUrl } from "./services";

/**
 * A catalogued service's logo: the one staff uploaded in the console (Streaming → Logo) when a plan on
 * sale includes the service, else the site's own (see `AppLogo` for the fallback).
 */
export function StreamingLogo({
  id,
  src,
  size = 48,
  className,
}: {
  id: string;
  src?: string | null;
  size?: number;
  className?: string;
}) {
  return <AppLogo src={src || streamingLogoUrl(id)} size={size} className={className} />;
}
