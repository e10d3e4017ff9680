import '@testing-library/jest-dom';
import { format, TextDecoder, TextEncoder } from 'node:util';
import { initI18n } from '@/i18n';

// jsdom lacks these browser APIs that Radix and the shared rules rely on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
// jsdom has no layout: charts measure their container as a browser would lay it out, not as 0 × 0.
const measure = Element.prototype.getBoundingClientRect;
Element.prototype.getBoundingClientRect = function getBoundingClientRect(this: Element) {
  return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 640, 320) : measure.call(this);
};
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

initI18n('en');

// A test fails on console output it did not expect: a request without a mock, a React update outside act, a library's
// warning. A test that expects some replaces these with its own jest.spyOn(console, ...).mockImplementation.
let unexpected: string[] = [];
let consoleSpies: jest.SpyInstance[] = [];
beforeEach(() => {
  unexpected = [];
  consoleSpies = (['error', 'warn'] as const).map((level) =>
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void unexpected.push(`console.${level}: ${format(...args)}`)),
  );
});
afterEach(() => {
  for (const spy of consoleSpies) spy.mockRestore();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
