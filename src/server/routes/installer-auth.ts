/** Sign-in, token refresh, logout and emulation: /api/v2/installer/... */
import { Hono } from 'hono';
import {
  EmailLoginRequest, EmulateRequest, LoginRequest, LogoutRequest, PhoneLoginRequest, RefreshRequest, VerifyRequest,
} from '../../contract/auth';
import type { AppDeps } from '../deps';
import { startEmulation } from '../domain/emulation';
import { logout, refreshSession } from '../domain/sessions';
import { requestCode, verifyCode } from '../domain/sign-in';
import type { AppEnv } from '../http/env';
import { jsonBody } from '../http/validation';

const loginForm = (input: unknown) =>
  input !== null && typeof input === 'object' && 'phone' in input ? PhoneLoginRequest : EmailLoginRequest;

export function installerAuthRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/login', jsonBody(LoginRequest, loginForm), async (c) =>
      c.json(await requestCode(deps, c.req.valid('json'), c.get('clientIp'))))
    .post('/login/verify', jsonBody(VerifyRequest), async (c) =>
      c.json(await verifyCode(deps, c.req.valid('json'), c.get('clientIp'))))
    .post('/refresh', jsonBody(RefreshRequest), async (c) =>
      c.json(await refreshSession(deps, c.req.valid('json').refresh_token)))
    .post('/logout', jsonBody(LogoutRequest), async (c) => {
      await logout(deps, c.req.valid('json').refresh_token);
      return c.json({ message: 'Logged out.' });
    })
    .post('/emulate', jsonBody(EmulateRequest), async (c) => c.json(await startEmulation(deps, c.req.valid('json').code, c.get('clientIp'))));
}
