import { ChevronDownIcon } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { NAV_GROUP_TRIGGER_CLASS, type NavGroup } from "./nav-links";

/** One of the desktop menu's groups, as a Radix dropdown; loaded on demand by the header. */
export default function NavGroupMenu({ group, defaultOpen }: { group: NavGroup; defaultOpen: boolean }) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={NAV_GROUP_TRIGGER_CLASS}>
        {group.label}
        <ChevronDownIcon className="size-4" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" inline>
        {group.links.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
