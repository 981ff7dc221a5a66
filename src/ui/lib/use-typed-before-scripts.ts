import { useEffect, useRef } from "react";

/**
 * A ref for a text field the server renders, whose state starts empty: what someone typed in it before the
 * scripts ran (the browser keeps it) is handed to `keep` once, on hydration, instead of being wiped by the
 * next render or shown without taking effect.
 */
export function useTypedBeforeScripts(keep: (typed: string) => void) {
  const ref = useRef<HTMLInputElement>(null);
  const keepRef = useRef(keep);
  keepRef.current = keep;
  useEffect(() => {
    if (ref.current?.value) keepRef.current(ref.current.value);
  }, []);
  return ref;
}
