import { formatDateTime } from './format-date';

const date = new Date(2025, 2, 12, 14, 5);
const lacksLocale = () => false;

it('writes Yorùbá dates day first with Yorùbá month names when the browser lacks the locale', () => {
  expect(formatDateTime(date, 'yo', { supported: lacksLocale })).toBe('12 Ẹrẹ̀nà 2025, 14:05');
  expect(formatDateTime(date, 'yo', { supported: lacksLocale, withTime: false })).toBe('12 Ẹrẹ̀nà 2025');
});

it('writes Amharic dates month first with Amharic month names when the browser lacks the locale', () => {
  expect(formatDateTime(date, 'am', { supported: lacksLocale })).toBe('ማርች 12 2025 14:05');
});

it('uses the browser’s own format where it has the locale', () => {
  expect(formatDateTime(date, 'en', { withTime: false })).toBe(
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(date),
  );
  expect(formatDateTime(date, 'fr', { supported: lacksLocale, withTime: false })).toBe(
    new Intl.DateTimeFormat('fr', { dateStyle: 'medium' }).format(date),
  );
});
