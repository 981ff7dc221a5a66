import { Icon } from "./icon";

/** The company's name as the link home, in the public header, on /auth and in the console. */
export function Logo({ name }: { name: string }) {
  return (
    <a
      href="/"
      className="flex min-h-11 items-center gap-2 text-lg font-extrabold tracking-tight text-primary"
    >
      <span className="flex size-9 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Icon name="wifi" className="size-5" />
      </span>
      {name}
    </a>
  );
}
