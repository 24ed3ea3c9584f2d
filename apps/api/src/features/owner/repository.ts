import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client.js';

export interface OwnerStatsRow {
  total_trucks: number;
  total_reviews: number;
  average_rating: number | null;
  upcoming_events: number;
}

/**
 * The dashboard's four figures, counted live in one round trip: trucks, their reviews and average
 * rating, and upcoming events the owner organises or takes part in with a truck.
 */
export async function ownerStats(db: Executor, ownerId: string, now: Date): Promise<OwnerStatsRow> {
  const [row] = await queryRows<OwnerStatsRow>(
    db,
    sql`with owned as (select id from trucks where owner_id = ${ownerId})
      select
        (select count(*)::int from owned) as total_trucks,
        (select count(*)::int from reviews r where r.truck_id in (select id from owned)) as total_reviews,
        (select avg(r.rating)::float8 from reviews r where r.truck_id in (select id from owned)) as average_rating,
        (select count(*)::int from events e
          where e.date > ${now.toISOString()}::timestamptz and e.status <> 'cancelled'
            and (e.organizer_id = ${ownerId}
              or exists (select 1 from event_participants p where p.event_id = e.id and p.status <> 'cancelled'
                         and p.truck_id in (select id from owned)))) as upcoming_events`,
  );
  return row!;
}
