/**
 * The time that money rules read (a withdrawal's expected date): the real clock, or a fixed instant a test sets
 * (`services.get(Clock).set(date)`), so business-day arithmetic is tested on chosen days.
 */
export class Clock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed.getTime()) : new Date();
  }

  /** Fixes the time (null: back to the real clock). */
  set(date: Date | null): void {
    this.fixed = date ? new Date(date.getTime()) : null;
  }
}
