// What other features' tests use (never production code): forgets the detections made, so each test detects anew.
export { resetLocationDetection } from './use-location-detection';
