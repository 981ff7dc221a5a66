import { Children, cloneElement, isValidElement, type ReactNode, type Ref, useCallback } from "react";

type AnyProps = Record<string, unknown>;
type RefCleanup = (() => void) | undefined;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): RefCleanup {
  if (typeof ref === "function") {
    const cleanup = ref(value);
    return typeof cleanup === "function" ? cleanup : undefined;
  }
  if (ref) ref.current = value;
  return undefined;
}

/**
 * `asChild` for our components: renders the only child with the slot's props merged in, by Radix Slot's
 * rules: the child's props win, except that when both have an event handler both run (the child's first)
 * and a handler only the slot has is kept; classes are joined; styles merged; both refs set. Radix's Slot
 * brought its compose-refs package to every public page.
 */
export function Slot({
  children,
  ref,
  ...slotProps
}: AnyProps & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.only(children);
  const childProps = (isValidElement(child) ? child.props : {}) as AnyProps;
  const childRef = childProps.ref as Ref<unknown> | undefined;
  const composedRef = useCallback(
    (node: unknown) => {
      const cleanups = [setRef(ref, node), setRef(childRef, node)];
      // React 19 calls a ref's returned cleanup instead of calling it with null.
      return () => {
        cleanups[0] ? cleanups[0]() : setRef(ref, null);
        cleanups[1] ? cleanups[1]() : setRef(childRef, null);
      };
    },
    [ref, childRef],
  );
  if (!isValidElement(child)) return null;

  const overrides: AnyProps = { ...childProps };
  for (const key of Object.keys(childProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key)) {
      if (typeof slotValue === "function" && typeof childValue === "function") {
        overrides[key] = (...args: unknown[]) => {
          const result = childValue(...args);
          slotValue(...args);
          return result;
        };
      } else if (slotValue && !childValue) {
        overrides[key] = slotValue;
      }
    } else if (key === "style") {
      overrides[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className") {
      overrides[key] = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  const merged: AnyProps = { ...slotProps, ...overrides };
  if (ref || childRef) merged.ref = ref && childRef ? composedRef : (ref ?? childRef);
  return cloneElement(child, merged);
}
