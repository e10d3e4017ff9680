import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import type { Context, Viewer } from '../../graphql/context';
import { checkedViewer } from '../../graphql/context-factory';
import { maintenanceRefusal } from './maintenance-mode';

/** Maintenance mode over HTTP: refuses a mutation before it executes (WebSocket: websocket.ts onSubscribe). */
export function maintenanceModePlugin(): ApolloServerPlugin<Context> {
  // One listener for every request (it keeps nothing per request).
  const listener: GraphQLRequestListener<Context> = {
    async didResolveOperation({ contextValue, document, operation }) {
      if (operation?.operation !== OperationTypeNode.MUTATION) return;
      // Apollo runs didResolveOperation hooks side by side: wait for the caller's check here. A refused caller is
      // answered by viewerCheckPlugin with the check's own error.
      let viewer: Viewer | null;
      try {
        viewer = await checkedViewer(contextValue);
      } catch {
        return;
      }
      const refusal = await maintenanceRefusal(contextValue.services, viewer, document, operation);
      if (refusal) throw refusal;
    },
  };
  return { requestDidStart: async () => listener };
}
