// The public header's behaviour as plain DOM code: the hydrated pages' Header calls it from effects, and the
// script of a page that ships no client app (page-script.ts, decision 0043) calls it alone. No React here,
// so that script stays a few kilobytes.

const MOBILE_BREAKPOINT = 768;

export const SKIP_TARGETS = { content: "conteudo", menu: "menu", footer: "rodape" } as const;

/** Alt+1, Alt+2, Alt+3: the menu, the content and the footer (SPEC §2 "Accessibility"). */
export const SHORTCUT_TARGETS = [SKIP_TARGETS.menu, SKIP_TARGETS.content, SKIP_TARGETS.footer];

/** One document listener for the page's keyboard shortcuts. Returns its removal. */
export function bindSkipShortcuts(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    // By physical key: Alt+1 types '¡' on a Mac keyboard.
    const digit = /^Digit([123])$/.exec(event.code)?.[1];
    const target = digit && document.getElementById(SHORTCUT_TARGETS[Number(digit) - 1]!);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  document.addEventListener("keydown", onKeyDown);
  return () => document.removeEventListener("keydown", onKeyDown);
}

const openMenus = (header: HTMLElement) => [...header.querySelectorAll<HTMLDetailsElement>("details[open]")];

/**
 * What the header's disclosures (header-menus.tsx) lack as menus: one open at a time; Escape closes the open
 * one and hands the focus to its summary; a press outside it closes it. Returns the listeners' removal.
 */
export function bindHeaderMenus(header: HTMLElement): () => void {
  // `toggle` does not bubble: listened to in the capture phase.
  const onToggle = (event: Event) => {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.open) return;
    for (const other of openMenus(header)) if (other !== opened) other.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = (event.target as Element).closest?.("details[open]");
    if (!(open instanceof HTMLDetailsElement) || !header.contains(open)) return;
    open.open = false;
    open.querySelector("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const open of openMenus(header)) if (!open.contains(event.target as Node)) open.open = false;
  };
  header.addEventListener("toggle", onToggle, true);
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    header.removeEventListener("toggle", onToggle, true);
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}

/**
 * SPEC §4: the header hides on scroll down past 50 px (30 px on phones) and shows again on scroll up, by its
 * `data-hidden` attribute (its classes slide it). Never hidden while the keyboard focus is inside it (Tab,
 * Alt+1) or one of its menus is open: a keyboard user must see where the focus is.
 */
export function bindHideOnScroll(header: HTMLElement): () => void {
  let last = 0;
  const onScroll = () => {
    const y = window.scrollY;
    const threshold = window.innerWidth < MOBILE_BREAKPOINT ? 30 : 50;
    const focusInside = header.contains(document.activeElement);
    // An open menu keeps the header too: the menu hangs from it.
    const hide = !focusInside && openMenus(header).length === 0 && y > last && y > threshold;
    if (hide) header.dataset.hidden = "true";
    else delete header.dataset.hidden;
    last = y;
  };
  const onFocusIn = () => {
    delete header.dataset.hidden;
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  header.addEventListener("focusin", onFocusIn);
  return () => {
    window.removeEventListener("scroll", onScroll);
    header.removeEventListener("focusin", onFocusIn);
  };
}
