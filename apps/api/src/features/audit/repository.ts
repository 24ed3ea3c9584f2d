import type { AuditAction, AuditEntry } from '@dishrated/shared';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema.js';

export interface AuditActor {
  id: string;
  name: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: 'application' | 'user' | 'blog' | 'event' | 'review' | 'catering-request' | 'truck' | 'truck-import' | 'claim' | 'suggestion';
  targetId: string;
  targetLabel: string;
  reason?: string | null;
}

/** Adds one entry; call it inside the decision's own transaction so both commit or neither. */
export async function recordAdminAction(db: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    targetLabel: record.targetLabel.slice(0, 200),
    reason: record.reason ?? null,
  });
}

export async function listAuditEntries(db: Executor, page: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [{ total }] = (await db.select({ total: count() }).from(adminAuditLog)) as [{ total: number }];
  return {
    total,
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action as AuditAction,
      actor: { id: row.actorId, name: row.actorName },
      targetType: row.targetType,
      targetId: row.targetId,
      targetLabel: row.targetLabel,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
