import type { Ref } from "react";

/**
 * A field people never see nor hear, named `website`; bots fill it in, and the server then stores
 * nothing (the public forms' services check it first).
 */
export function HoneypotField({ id, inputRef }: { id: string; inputRef?: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input
        ref={inputRef}
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
