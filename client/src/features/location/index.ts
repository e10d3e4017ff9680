// What other features use: detection for the dashboard shell, the precise-location control, and the audience
// reporters for post cards (impressions of posts seen on screen, clicks on a post, its media or its hashtags).
export { LocationDetector, useLocationDetection } from './use-location-detection';
export { PreciseLocationButton } from './precise-location-button';
export { usePreciseLocation } from './use-precise-location';
export { useImpressionTracker } from './use-impression-tracker';
export { flushImpressions, queueImpression, reportClick } from './audience-reporter';
export { flagEmoji } from './location-format';
