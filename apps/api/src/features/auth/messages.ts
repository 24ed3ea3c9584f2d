export const BANNED_MESSAGE = 'Your account has been banned. Please contact support if you think this is a mistake.';
