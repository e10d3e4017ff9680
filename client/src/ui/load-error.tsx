import { CloudOff } from 'lucide-react';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A list or page that could not be loaded: says so (never "nothing here") and offers to try again. */
export function LoadError({ text, retryLabel, onRetry }: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState icon={CloudOff} text={text}>
        <Button variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </EmptyState>
    </div>
  );
}
