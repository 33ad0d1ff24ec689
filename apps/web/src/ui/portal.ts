/**
 * The element Radix portals render into, given up front. Left to itself, Radix's Portal renders
 * nothing at first and the content only after a layout effect, in a second, synchronous render
 * inside the commit: for the sign-in modal that opens as the page starts, tens of milliseconds in
 * one piece. Given the container, the content renders with the rest, in slices when it is a
 * transition. (No document in a server render: Radix then waits for the effect, as before.)
 */
export function portalContainer(): HTMLElement | undefined {
  return typeof document === 'undefined' ? undefined : document.body;
}
