// proxy-addr (Express's own dependency) has no bundled types; only the call Kuza makes is declared.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';

  function proxyaddr(req: IncomingMessage, trust: (address: string, index: number) => boolean): string;
  export = proxyaddr;
}
