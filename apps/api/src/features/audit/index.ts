// Other features record their admin decisions here, in their own transactions.
export { recordAdminAction, type AuditActor, type AuditRecord } from './repository.js';
