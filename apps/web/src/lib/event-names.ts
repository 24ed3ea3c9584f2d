import { eventState, type ApprovalStatus, type EventState, type EventStatus } from '@dishrated/shared';
import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from './i18n';

/** An event's type in words, in the page's language. */
export const EVENT_TYPE_NAMES = defineMessages<'city_event' | 'truck_event' | 'offer'>({
  city_event: { id: 'event.type.city', defaultMessage: 'City Event' },
  truck_event: { id: 'event.type.truck', defaultMessage: 'Truck Event' },
  offer: { id: 'event.type.offerShort', defaultMessage: 'Offer' },
});

export const eventTypeName = (type: string): MessageDescriptor => EVENT_TYPE_NAMES[type as keyof typeof EVENT_TYPE_NAMES] ?? EVENT_TYPE_NAMES.offer;

/** An event's own status in words. */
export const EVENT_STATUS_NAMES = defineMessages<EventStatus>({
  published: { id: 'events.status.published', defaultMessage: 'Published' },
  draft: { id: 'events.status.draft', defaultMessage: 'Draft' },
  completed: { id: 'events.status.completed', defaultMessage: 'Completed' },
  cancelled: { id: 'events.status.cancelled', defaultMessage: 'Cancelled' },
});

export const EVENT_STATE_NAMES = defineMessages<EventState>({
  ...EVENT_STATUS_NAMES,
  'awaiting-approval': { id: 'event.state.pending', defaultMessage: 'Awaiting approval' },
  'not-approved': { id: 'event.state.rejected', defaultMessage: 'Not approved' },
});

/** The one state an event shows (see `eventState`), in words. */
export const eventStateName = (event: { status: EventStatus; approvalStatus: ApprovalStatus }): MessageDescriptor => EVENT_STATE_NAMES[eventState(event)];
