// What other parts of the API use of accounts: the user row, lookup by id, password hashing.
export { endSession, findUserById, isSessionEnded, type UserRow } from './repository.js';
export { hashPassword } from './passwords.js';
export { BANNED_MESSAGE } from './messages.js';
export { createPasswordLinkToken, passwordLinkUrl } from './password-links.js';
export { findUserByEmail, insertUser, updateUser } from './repository.js';
export { toUserDto } from './user-dto.js';
