import { Children, cloneElement, isValidElement, type ReactNode, type Ref, useCallback } from "react";

type AnyProps = Record<string, unknown>;

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

/**
 * `asChild` for our components: renders the only child with the slot's props merged in, by Radix Slot's
 * rules (the child's props win, except that both event handlers run, the child's first; classes are
 * joined; styles merged; both refs set). Radix's Slot brought its compose-refs package to every public page.
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
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!isValidElement(child)) return null;

  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const key of Object.keys(slotProps)) {
    const slotValue = slotProps[key];
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[key] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (key === "style") {
      merged[key] = { ...(slotValue as object), ...(childValue as object) };
    } else if (key === "className") {
      merged[key] = [slotValue, childValue].filter(Boolean).join(" ");
    }
  }
  if (ref || childRef) merged.ref = ref && childRef ? composedRef : (ref ?? childRef);
  return cloneElement(child, merged);
}
