import helmet from 'helmet';

// The SPA, GraphiQL (monaco runs workers from blob: URLs) and media are all served from this origin.
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers the WebSocket to this same host and port (CSP Level 3): no socket to any other host.
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
});

/** The headers `securityHeaders` sets (they do not depend on the request), for answers written without Express. */
export function securityHeaderValues(): Record<string, string> {
  const values: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (values[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete values[name.toLowerCase()],
  };
  let called = false;
  securityHeaders({} as never, recorder as never, () => void (called = true));
  if (!called) throw new Error('helmet did not finish synchronously');
  return values;
}
