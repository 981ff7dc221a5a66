import { type ClassValue, clsx } from "clsx";

/*
 * Joins classes; it does not merge them. A runtime Tailwind merger (tailwind-merge, or a hand-written
 * table of utility families) cost 2.2 KB gzip or more of every public page's JavaScript budget
 * (docs/decisions/0010), so no element may carry two utilities that set the same property: a component
 * offers a variant for what its callers change instead of letting them override a base class.
 * `utils.test.ts` checks every variant combination and the browser accessibility suite checks every
 * rendered page, both with tailwind-merge as the oracle (a test-only dependency).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

type VariantConfig = {
  variants: Record<string, Record<string, string>>;
  defaultVariants: Record<string, string>;
};

type VariantOptions<C extends VariantConfig> = {
  [Name in keyof C["variants"]]?: keyof C["variants"][Name] | null;
} & { className?: string };

/**
 * A component's classes by variant, shadcn's `cva` cut to what this site uses (named variants, each with a
 * default; no compound variants): `base`, then each variant's classes, then the caller's `className`.
 */
export function variants<C extends VariantConfig>(base: string, config: C) {
  return (options: VariantOptions<C> = {}) => {
    const chosen = options as Record<string, string | null | undefined>;
    return cn(
      base,
      Object.keys(config.variants).map(
        (name) => config.variants[name]![chosen[name] ?? config.defaultVariants[name]!],
      ),
      options.className,
    );
  };
}

/** The variant props of a `variants()` function, for a component's props. */
export type VariantProps<F extends (options: never) => string> = Omit<
  NonNullable<Parameters<F>[0]>,
  "className"
>;
