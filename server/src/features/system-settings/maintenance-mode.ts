import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { Services } from '../../graphql/services';
import { Role } from '../../kernel/roles';
import { SystemSettingsService } from './system-settings.service';

// The mutations that get a person in and out of their account (auth.resolver.ts): open during maintenance, so an
// admin can sign in and turn it off. Signing up is not among them.
const OPEN_DURING_MAINTENANCE: ReadonlySet<string> = new Set([
  'signIn',
  'refreshSession',
  'signOut',
  'requestPasswordReset',
  'resetPassword',
  '__typename',
]);

/**
 * Maintenance mode (spec §2.3), for both transports: while it is on, a mutation from anyone but an admin is refused,
 * unless it only signs in or out. Queries and subscriptions run as usual. Returns the refusal, or null.
 */
export async function maintenanceRefusal(
  services: Services,
  viewer: Viewer | null,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
): Promise<AppError | null> {
  if (operation?.operation !== OperationTypeNode.MUTATION) return null;
  if (viewer?.roles.includes(Role.ADMIN)) return null;
  if (onlyOpenFields(document, operation.selectionSet, new Set())) return null;
  const { maintenanceMode } = await services.get(SystemSettingsService).current();
  return maintenanceMode ? new AppError('SERVICE_UNAVAILABLE', 'platform.underMaintenance') : null;
}

/** Whether every root field of the mutation (through fragments too) is one of OPEN_DURING_MAINTENANCE. */
function onlyOpenFields(document: DocumentNode, selectionSet: SelectionSetNode, spread: Set<string>): boolean {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!OPEN_DURING_MAINTENANCE.has(selection.name.value)) return false;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (!onlyOpenFields(document, selection.selectionSet, spread)) return false;
    } else if (!spread.has(selection.name.value)) {
      spread.add(selection.name.value);
      const name = selection.name.value;
      const fragment = document.definitions.find((d) => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === name);
      if (fragment?.kind !== Kind.FRAGMENT_DEFINITION || !onlyOpenFields(document, fragment.selectionSet, spread))
        return false;
    }
  }
  return true;
}
