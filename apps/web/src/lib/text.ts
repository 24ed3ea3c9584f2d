/**
 * Text made of values, not words, which reads the same in every language: a place's coordinates,
 * and parts of a line set apart by the middle dot the app uses between facts.
 */
export const coordinatesText = (latitude: number, longitude: number, digits = 4) => `${latitude.toFixed(digits)}, ${longitude.toFixed(digits)}`;

export const joinFacts = (...parts: Array<string | null | undefined | false>) => parts.filter((part): part is string => Boolean(part)).join(' · ');
