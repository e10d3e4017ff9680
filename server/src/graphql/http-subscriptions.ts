import type { OperationDefinitionNode } from 'graphql';
import { AppError, refuseRequest } from './errors';

// Subscriptions stream over the WebSocket. Over HTTP graphql-js would run the subscription field's resolver once
// with no event (an internal error and a logged stack): refused before execution instead, as the caller's mistake.

/** The error for a subscription operation sent over HTTP; null for queries and mutations. */
export function subscriptionOverHttpError(operation: OperationDefinitionNode | null | undefined): AppError | null {
  if (operation?.operation !== 'subscription') return null;
  return refuseRequest(new AppError('BAD_REQUEST', 'errors.subscriptionOverHttp'));
}
