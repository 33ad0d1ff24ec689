import { fireEvent, screen } from '@testing-library/react';

/**
 * Picks `option` in the design system's Select (Radix), as a mouse does: it opens on pointer down,
 * not on click. Where the test DOM lacks a call Radix makes on the way, it is stood in for here.
 */
export async function chooseOption(trigger: HTMLElement, option: string): Promise<void> {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => undefined;
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
