// What detection says when it cannot place the caller (answered as `error`, with success false); its input errors
// are in common/'s message table (location.*).
export const LOCATION_MESSAGES = {
  openSea: 'These coordinates are not inside any country (open sea)',
  privateIp:
    'Your IP address is a private or local network address, so it cannot be located. Share your browser location instead.',
  unknownIp: 'Your IP address is unknown, so it cannot be located. Share your browser location instead.',
  ipNotFound: 'No location is on record for your IP address. Share your browser location instead.',
} as const;
