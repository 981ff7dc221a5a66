import { useRef } from "react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { Icon } from "../../components/ui/icon";
import { NAV_GROUP_TRIGGER_CLASS, type NavGroupLabel } from "./nav-links";
import { NAV_GROUP_LINKS } from "./nav-menus";

/** One of the desktop menu's groups, as a Radix dropdown; loaded on demand by the header. */
export default function NavGroupMenu({ label, defaultOpen }: { label: NavGroupLabel; defaultOpen: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  const pressedOutside = useRef(false);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={NAV_GROUP_TRIGGER_CLASS}>
        {label}
        <Icon name="chevron-down" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        inline
        onPointerDownOutside={() => {
          pressedOutside.current = true;
        }}
        // When the menu opens from the header's placeholder button, that button is gone and the focus sits on
        // <body> as the menu mounts; Radix's own return to the trigger was seen to leave the focus there.
        // Return it here; only a press elsewhere keeps the focus away from the trigger.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!pressedOutside.current) trigger.current?.focus();
          pressedOutside.current = false;
        }}
      >
        {NAV_GROUP_LINKS[label].map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
