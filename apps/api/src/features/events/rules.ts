import type * as repo from './repository.js';

/** Registration is open for a published, approved, future event before its deadline with spots left. */
export function isRegistrationOpen(event: repo.EventRow, participantCount: number, now: Date): boolean {
  return (
    event.status === 'published' &&
    event.approvalStatus === 'approved' &&
    event.isActive &&
    event.date > now &&
    (!event.registrationDeadline || event.registrationDeadline > now) &&
    (event.maxParticipants === null || participantCount < event.maxParticipants)
  );
}
