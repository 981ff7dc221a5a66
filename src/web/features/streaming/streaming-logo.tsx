import { AppLogo } from "../../components/app-logo";
import { streamingLogoUrl } from "./services";

/** A catalogued service's mark, by its id (see `AppLogo` for the fallback). */
export function StreamingLogo({
  id,
  size = 48,
  className,
}: {
  id: string;
  size?: number;
  className?: string;
}) {
  return <AppLogo src={streamingLogoUrl(id)} size={size} className={className} />;
}
