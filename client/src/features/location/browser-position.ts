// Spec §7: on load, geolocation with a 5 s time-out and up to 5 minutes of cached age; the manual request uses high accuracy.
export const AUTOMATIC_POSITION: PositionOptions = {
  timeout: 5_000,
  maximumAge: 5 * 60_000,
  enableHighAccuracy: false,
};
export const PRECISE_POSITION: PositionOptions = { timeout: 10_000, maximumAge: 0, enableHighAccuracy: true };

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export class GeolocationUnsupportedError extends Error {
  constructor() {
    super('Geolocation is not supported by this browser');
  }
}

export const geolocationSupported = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

/** The browser's position; rejects with the browser's GeolocationPositionError (denied, unavailable, time-out). */
export function browserPosition(options: PositionOptions): Promise<Coordinates> {
  if (!geolocationSupported()) return Promise.reject(new GeolocationUnsupportedError());
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      reject,
      options,
    );
  });
}
