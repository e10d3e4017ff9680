/**
 * One value read from the database and kept in this process for at most `ttlMs` from when its read started, so a
 * setting checked on every request costs no round trip. Callers who arrive while it is being read share that read; a
 * failed read is not kept (the next caller reads again). `drop()` forgets it at once, and a read that was already in
 * flight then is not kept either, so the next caller always reads what was saved.
 */
export class RefreshingValue<T> {
  private kept: { value: Promise<T>; expires: number } | null = null;
  private reading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(): Promise<T> {
    const kept = this.kept;
    if (kept && this.now() < kept.expires) return kept.value;
    return (this.reading ??= this.refresh());
  }

  /** Forgets the value (this process saved a new one). */
  drop(): void {
    this.generation++;
    this.kept = null;
    this.reading = null;
  }

  private refresh(): Promise<T> {
    const generation = this.generation;
    const started = this.now();
    const reading = this.read();
    const land = (ok: boolean) => {
      if (generation !== this.generation) return;
      if (ok) this.kept = { value: reading, expires: started + this.ttlMs };
      this.reading = null;
    };
    reading.then(
      () => land(true),
      () => land(false),
    );
    return reading;
  }
}
