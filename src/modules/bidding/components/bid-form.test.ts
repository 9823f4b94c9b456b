import { createElement, createRef, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BidConfirmation, ConfirmButton } from './bid-form';

/**
 * The confirm step's binding button ignores a tap for ARM_DELAY_MS after the step opens (the second
 * half of a double click on "Lägg bud"); it must show that, never look ready while it ignores.
 */

const confirmStep = (armed: boolean, busy = false) =>
  renderToStaticMarkup(
    createElement(BidConfirmation, {
      id: 'step',
      amount: 12_000,
      headingRef: createRef<HTMLHeadingElement>(),
      premiumPercent: 20,
      shippingPrice: null,
      armed,
      busy,
      onConfirm: () => {},
      onCancel: () => {},
    }),
  );
/** The `<button …>…</button>` with the test id, from rendered markup. */
const buttonIn = (html: string, testId: string) =>
  html.match(new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>.*?</button>`))?.[0] ?? '';
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ');

describe('the confirm button of a bid', () => {
  it('while the step arms, says "Vänta …", is announced as unavailable and shows the wait running out', () => {
    const button = buttonIn(confirmStep(false), 'confirm-bid');
    expect(text(button)).toBe('Vänta …');
    expect(button).toContain('aria-disabled="true"');
    expect(button).toContain('data-testid="confirm-arming"');
    // Still focusable (aria-disabled, not disabled): a keyboard user can reach it and hear why.
    expect(button).not.toMatch(/\sdisabled=""/);
  });

  it('once armed, names the bid and is ready; while sending, says so and is disabled', () => {
    const ready = buttonIn(confirmStep(true), 'confirm-bid');
    expect(text(ready)).toBe('Bekräfta bud på 12 000 kr');
    expect(ready).not.toContain('aria-disabled="');
    expect(ready).not.toContain('confirm-arming');
    const sending = buttonIn(confirmStep(true, true), 'confirm-bid');
    expect(text(sending)).toBe('Lägger bud …');
    expect(sending).toMatch(/\sdisabled=""/);
    expect(sending).toContain('aria-busy="true"');
  });

  it('a tap counts exactly when the button shows it is ready', () => {
    for (const [armed, busy] of [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ] as const) {
      const onConfirm = vi.fn();
      const element = ConfirmButton({
        armed,
        busy,
        busyText: 'Lägger bud …',
        onConfirm,
        testId: 'confirm-bid',
        children: 'Bekräfta',
      }) as ReactElement<{
        onClick(): void;
        'aria-disabled'?: boolean;
        disabled: boolean;
      }>;
      element.props.onClick();
      const showsReady = !element.props['aria-disabled'] && !element.props.disabled;
      expect(onConfirm).toHaveBeenCalledTimes(showsReady ? 1 : 0);
      expect(showsReady).toBe(armed && !busy);
    }
  });

  it('the step tells a screen reader, politely, when the button starts to count', () => {
    expect(confirmStep(false)).toMatch(/<p role="status" class="sr-only"><\/p>/);
    expect(confirmStep(true)).toContain('<p role="status" class="sr-only">Klart att bekräfta.</p>');
  });
});
