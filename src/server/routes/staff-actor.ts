/** The signed-in staff member of a console request, as the domain functions take it. */
import type { Context } from 'hono';
import type { AuditActor } from '../domain/audit';
import type { AppEnv } from '../http/env';

export type StaffRequest = Context<AppEnv>;

/** The signed-in member as the audit log's actor, with the address the request came from. */
export const actor = (c: StaffRequest): { by: AuditActor; clientIp: string } => ({ by: { staffMemberId: c.get('staff').member.id }, clientIp: c.get('clientIp') });
/** The member's regions: every company query of the console stays inside them. */
export const scope = (c: StaffRequest) => c.get('staff').member;
