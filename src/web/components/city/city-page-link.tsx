import { Link } from "react-router";
import { cityLabel, cityPagePath, type PublicCity } from "../../../domain";
import { cn } from "../../lib/utils";
import { Icon } from "../ui/icon";

/**
 * The chosen city's own page ('/planos/vitoria-es'), a link a visitor can share or bookmark, named in
 * words rather than as its raw path. `topBar`: the top bar's small version, shown from the lg breakpoint up.
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
  return (
    <Link
      to={cityPagePath(city)}
      className={cn(
        "flex w-fit items-center gap-1.5 font-semibold underline-offset-4 hover:underline",
        topBar ? "text-xs max-lg:hidden" : "min-h-11 text-sm",
        className,
      )}
    >
      <Icon name="link" className="size-3.5 shrink-0" />
      Página dos planos em {cityLabel(city)}
    </Link>
  );
}
