import { useMemo } from 'react';

/** FNV-1a: a small, stable 32-bit hash, so the same id always draws the same picture. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** The cells and colour of a 5×5 mirrored pattern derived from `seed`. */
export function identiconPattern(seed: string): { hue: number; cells: Array<[number, number]> } {
  const h = hash(seed);
  const bits = hash(`${seed}:cells`);
  const cells: Array<[number, number]> = [];
  // 15 bits fill the left three columns; the right two mirror them.
  for (let i = 0; i < 15; i++) {
    if (((bits >>> i) & 1) === 0) continue;
    const col = Math.floor(i / 5);
    const row = i % 5;
    cells.push([col, row]);
    if (col < 2) cells.push([4 - col, row]);
  }
  return { hue: h % 360, cells };
}

/** Avatar fallback for a user without a picture (spec §2.3: generated from the id). */
export function Identicon({ seed, className }: { seed: string; className?: string }) {
  const { hue, cells } = useMemo(() => identiconPattern(seed), [seed]);
  return (
    <svg viewBox="-1 -1 7 7" className={className} aria-hidden data-testid="identicon" data-seed={seed}>
      <rect x="-1" y="-1" width="7" height="7" fill={`hsl(${hue} 70% 92%)`} />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="1" height="1" fill={`hsl(${hue} 60% 42%)`} />
      ))}
    </svg>
  );
}
