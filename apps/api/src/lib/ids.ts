/**
 * Whether a path parameter can be a row id. A malformed one cannot match a uuid column: callers
 * answer "not found" instead of sending it to the database, which would fail on the cast.
 */
export const isUuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);
