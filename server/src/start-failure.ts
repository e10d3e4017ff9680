/**
 * One line saying why Kuza did not start, whatever was thrown: an Error's message (or, without one, its name, code
 * and where it was thrown), each part of an AggregateError (a connection refused on every address, say), and
 * something readable for values that are not Errors.
 */
export function describeStartFailure(thrown: unknown): string {
  if (thrown instanceof AggregateError) {
    const parts = thrown.errors.map(describeStartFailure);
    const head = thrown.message || thrown.name;
    return parts.length ? `${head}: ${parts.join('; ')}` : `${head} (no errors listed)`;
  }
  if (thrown instanceof Error) {
    const code = (thrown as NodeJS.ErrnoException).code;
    const cause = thrown.cause === undefined ? '' : ` (cause: ${describeStartFailure(thrown.cause)})`;
    if (thrown.message) return `${thrown.message}${cause}`;
    const where = thrown.stack?.split('\n').find((line) => line.trim().startsWith('at '));
    return `${thrown.name}${code ? ` ${code}` : ''} without a message${where ? `, ${where.trim()}` : ''}${cause}`;
  }
  if (typeof thrown === 'string') return thrown || 'an empty string was thrown';
  if (thrown === undefined || thrown === null) return `an unknown error (${String(thrown)} was thrown)`;
  try {
    return `a non-Error value was thrown: ${JSON.stringify(thrown) ?? String(thrown)}`;
  } catch {
    return `a non-Error value was thrown: ${Object.prototype.toString.call(thrown)}`;
  }
}
