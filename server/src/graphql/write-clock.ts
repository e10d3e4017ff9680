import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST, type DocumentNode } from 'graphql';

/**
 * Counts the mutations this process has answered. A read shared between callers (db/shared-reads.ts) is joined
 * only while no mutation has finished since it started, so a caller who posted or liked something always reads it.
 * A mutation is counted once it has committed and before its answer leaves, so the caller's next read sees it.
 */
export class WriteClock {
  private count = 0;

  get writes(): number {
    return this.count;
  }

  tick(): void {
    this.count++;
  }

  /** Ticks after an operation of `document` finished, when that operation is a mutation (WebSocket transport). */
  tickAfter(document: DocumentNode, operationName?: string | null): void {
    if (getOperationAST(document, operationName)?.operation === 'mutation') this.tick();
  }
}

/** Ticks the clock for every mutation answered over HTTP. */
export function writeClockPlugin(clock: WriteClock): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operation }) {
          if (operation?.operation === 'mutation') clock.tick();
        },
      };
    },
  };
}
