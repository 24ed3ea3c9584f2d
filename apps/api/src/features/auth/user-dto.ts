import type { User } from '@dishrated/shared';
import type { UserRow } from './repository.js';

/** The user as the client sees it: never the password hash or ban bookkeeping. */
export function toUserDto(row: UserRow): User {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    isActive: row.isActive,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
