/**
 * Emulation: support staff see the portal as an installer does, read-only.
 * `createEmulationLink` makes a single-use code (256 bits, stored hashed, valid 5 minutes);
 * `startEmulation` swaps it for an access token with the `emu` claim and no refresh token.
 * Both steps are written to the emulation audit log, and so is every refused attempt (with the
 * caller's address, and the staff member and user when the code was real but used or expired).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SERVER_MESSAGES } from '../../contract/errors';
import { EMULATION_CODE_TTL_SECONDS } from '../../contract/limits';
import { addSeconds } from '../clock';
import { emulationAudit, emulationCodes, sessions, users } from '../db/schema';
import type { AppConfig } from '../config';
import type { AppDeps } from '../deps';
import { ApiFailure, invalid, notFound } from '../http/errors';
import { signAccessToken } from '../security/access-tokens';
import { keyedHash, randomToken } from '../security/crypto';
import { findAccount, findAccountById, isActiveAccount, type Account } from './accounts';
import { recordAudit, type AuditActor } from './audit';

type Deps = Pick<AppDeps, 'db' | 'clock'> & { config: Pick<AppConfig, 'secret' | 'publicUrl'> };

const emulationHash = (secret: string, code: string) => keyedHash(secret, 'emulation-code', code);

export interface EmulationLink {
  url: string;
  code: string;
  expires_at: string;
}

/** Who asks for a link: the name stored with it (shown in the portal's banner) and the audit log's actor. */
export interface EmulationRequester {
  name: string;
  by: AuditActor;
  clientIp?: string | null;
}

/** `operator emulate <e-mail> --by <name>`: the link for the member with this e-mail. */
export async function createEmulationLink(deps: Deps, email: string, requester: EmulationRequester): Promise<EmulationLink> {
  const account = await findAccount(deps.db, eq(users.email, email.trim().toLowerCase()));
  if (!account) throw notFound(SERVER_MESSAGES.installerNotFound);
  return emulationLinkFor(deps, account, requester);
}

/** A single-use 5-minute link to open the portal as this member, on the emulation and audit logs. */
export async function emulationLinkFor({ db, clock, config }: Deps, account: Account, requester: EmulationRequester): Promise<EmulationLink> {
  const staffName = requester.name.trim();
  if (!staffName) throw invalid({ by: ['The staff member doing the emulation must be named.'] });
  const now = clock.now();
  const code = randomToken();
  const expiresAt = addSeconds(now, EMULATION_CODE_TTL_SECONDS);
  await db.transaction(async (tx) => {
    await tx.insert(emulationCodes).values({
      id: randomUUID(),
      codeHash: emulationHash(config.secret, code),
      userId: account.user.id,
      staff: staffName,
      createdAt: now,
      expiresAt,
    });
    await tx.insert(emulationAudit).values({ event: 'link_created', staff: staffName, userId: account.user.id, createdAt: now });
    await recordAudit(tx, {
      by: requester.by, action: 'emulation.link', companyId: account.company.id, userId: account.user.id, clientIp: requester.clientIp ?? null,
    }, now);
  });
  const base = config.publicUrl.replace(/\/+$/, '');
  return { url: `${base}/?x:${code}`, code, expires_at: expiresAt.toISOString() };
}

export async function startEmulation({ db, clock, config }: Deps, code: string, clientIp: string): Promise<{ token: string }> {
  const now = clock.now();
  const result = await db.transaction(async (tx) => {
    // One conditional update: of two concurrent uses, exactly one gets the row.
    const [used] = await tx
      .update(emulationCodes)
      .set({ usedAt: now })
      .where(and(
        eq(emulationCodes.codeHash, emulationHash(config.secret, code)),
        isNull(emulationCodes.usedAt),
        gt(emulationCodes.expiresAt, now),
      ))
      .returning();
    if (!used) return null;
    const account = await findAccountById(tx, used.userId);
    if (!account || !isActiveAccount(account)) return null;
    const sessionId = randomUUID();
    await tx.insert(sessions).values({ id: sessionId, userId: used.userId, startedAt: now, emulatedBy: used.staff });
    await tx.insert(emulationAudit).values({
      event: 'session_started', staff: used.staff, userId: used.userId, sessionId, createdAt: now,
    });
    return { userId: used.userId, staff: used.staff, sessionId };
  });
  if (!result) {
    await auditRefusedAttempt(db, emulationHash(config.secret, code), clientIp, now);
    throw new ApiFailure(401, SERVER_MESSAGES.emulationLinkInvalid);
  }
  const token = await signAccessToken(config.secret, {
    userId: result.userId,
    sessionId: result.sessionId,
    tokenId: result.sessionId,
    issuedAt: now,
    emulatedBy: result.staff,
  });
  return { token };
}

async function auditRefusedAttempt(db: Deps['db'], codeHash: string, clientIp: string, now: Date): Promise<void> {
  const [known] = await db
    .select({ staff: emulationCodes.staff, userId: emulationCodes.userId })
    .from(emulationCodes)
    .where(eq(emulationCodes.codeHash, codeHash));
  await db.insert(emulationAudit).values({
    event: 'attempt_refused', staff: known?.staff ?? null, userId: known?.userId ?? null, clientIp, createdAt: now,
  });
}
