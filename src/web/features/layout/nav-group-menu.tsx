import { ChevronDownIcon } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import type { NavGroup } from "./nav-links";

// Same look as the header's placeholder button that stands in until this module loads.
const NAV_GROUP_TRIGGER_CLASS =
  "flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold hover:bg-muted";

/** One of the desktop menu's groups, as a Radix dropdown; loaded on demand by the header. */
export default function NavGroupMenu({ group, defaultOpen }: { group: NavGroup; defaultOpen: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={NAV_GROUP_TRIGGER_CLASS}>
        {group.label}
        <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {group.links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
