// What detection says when it cannot place the caller (answered as `error`, with success false) and input errors.
export const LOCATION_MESSAGES = {
  latitudeRange: 'Latitude must be a number between -90 and 90',
  longitudeRange: 'Longitude must be a number between -180 and 180',
  openSea: 'These coordinates are not inside any country (open sea)',
  privateIp:
    'Your IP address is a private or local network address, so it cannot be located. Share your browser location instead.',
  unknownIp: 'Your IP address is unknown, so it cannot be located. Share your browser location instead.',
  ipNotFound: 'No location is on record for your IP address. Share your browser location instead.',
  tooManyPosts: 'At most 100 posts can be reported at once',
  invalidPostId: 'Invalid post id',
} as const;
