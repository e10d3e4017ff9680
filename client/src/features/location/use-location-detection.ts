import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { AUTOMATIC_POSITION, browserPosition, type Coordinates } from './browser-position';
import { useDetectLocation } from './use-detect-location';

export const DETECTION_FAILED = 'Failed to detect location';

// Once per signed-in user per page load: the location changes slowly and each run may ask the browser.
const detectedFor = new Set<string>();

/**
 * Spec §2.3 / §4: when a session exists, detect the user's location — browser coordinates when the browser gives
 * them within 5 s (cached up to 5 minutes), else the server falls back to the IP address. Failures are only logged.
 */
export function useLocationDetection(): void {
  const { user, loading } = useAuth();
  const detect = useDetectLocation();
  const userId = loading ? null : (user?.id ?? null);

  useEffect(() => {
    if (!userId || detectedFor.has(userId)) return;
    detectedFor.add(userId);
    void (async () => {
      const coordinates: Coordinates | null = await browserPosition(AUTOMATIC_POSITION).catch(() => null);
      const result = await detect(coordinates);
      if (!result.success) console.warn(DETECTION_FAILED, result.error ?? DETECTION_FAILED);
    })().catch((error: unknown) => console.warn(DETECTION_FAILED, error));
  }, [userId, detect]);
}

/** Mount once inside the signed-in dashboard to run detection; renders nothing. */
export function LocationDetector(): null {
  useLocationDetection();
  return null;
}

/** For tests: forget which users were detected in this page load. */
export function resetLocationDetection(): void {
  detectedFor.clear();
}
