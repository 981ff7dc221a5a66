import { Link } from "react-router";
import { cityPagePath, type PublicCity } from "../../../domain";
import { cn } from "../../lib/utils";
import { Icon } from "../ui/icon";

/**
 * The chosen city's own page, a link a visitor can share or bookmark ('/planos/vitoria-es'). `topBar`:
 * the top bar's small version, shown from the lg breakpoint up.
 */
export function CityPageLink({
  city,
  className,
  topBar = false,
}: {
  city: PublicCity;
  className?: string;
  topBar?: boolean;
}) {
  const path = cityPagePath(city);
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-1.5",
        topBar ? "text-xs max-lg:hidden" : "text-sm",
        className,
      )}
    >
      <Icon name="link" className="size-3.5 shrink-0" />
      <span>Link desta cidade:</span>
      <Link to={path} className="font-semibold underline underline-offset-2 hover:no-underline">
        {path}
      </Link>
    </p>
  );
}
