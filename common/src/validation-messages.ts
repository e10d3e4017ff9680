// The exact messages of product spec §5 and §8, keyed by a stable id the client uses for translations.

export const VALIDATION_MESSAGES = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 72 bytes',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 20 characters',
  usernameCharacters: 'Username may only contain letters, digits and underscores',
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'This username is already taken',
  invalidCredentials: 'Invalid email or password',
  invalidResetToken: 'This password reset link is invalid or has expired',
  contentRequired: 'Please write something before posting.',
  draftEmpty: 'Cannot save empty draft.',
  captionRequiredVideo: 'Please add a caption for your video.',
  captionRequiredAudio: 'Please add a caption for your audio.',
  noVideoSelected: 'Please select a video to upload.',
  noAudioSelected: 'Please record or select an audio file to upload.',
  videoTooLarge: 'Video must be less than 500MB.',
  audioTooLarge: 'Audio must be less than 50MB.',
  imageTooLarge: 'Image must be less than 10MB.',
  apiKeyNameRequiredDialog: 'Please enter a name for the API key',
  apiKeyNameRequiredIntegration: 'API Key Name is required',
} as const;

export type ValidationMessageId = keyof typeof VALIDATION_MESSAGES;
