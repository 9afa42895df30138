import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SCAN_RULES } from '../../src/contract/projects';
import { readServerEnv, resolveSecret } from '../../src/server/env';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ic-env-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('readServerEnv', () => {
  it('has working defaults', () => {
    const env = readServerEnv({});
    expect(env).toMatchObject({
      port: 3000, databaseUrl: null, demoData: true, production: false, maintenance: false, trustProxy: false, apiDocs: true, docs: true,
      publicUrl: 'http://localhost:3000', smtpUrl: null, smsWebhookUrl: null, tls: null,
    });
    expect(env.dataDir).toBe(join(process.cwd(), 'data'));
  });

  it('serves HTTPS with a certificate and key given together, and refuses one without the other', () => {
    const env = readServerEnv({ PORT: '8443', TLS_CERT_FILE: '/etc/club/cert.pem', TLS_KEY_FILE: '/etc/club/key.pem' });
    expect(env.tls).toEqual({ certFile: '/etc/club/cert.pem', keyFile: '/etc/club/key.pem' });
    expect(env.publicUrl).toBe('https://localhost:8443');
    expect(() => readServerEnv({ TLS_CERT_FILE: '/etc/club/cert.pem' })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
    expect(() => readServerEnv({ TLS_KEY_FILE: '/etc/club/key.pem' })).toThrow('TLS_CERT_FILE and TLS_KEY_FILE go together');
  });

  it('reads every switch', () => {
    const env = readServerEnv({
      PORT: '8080', DATA_DIR: '/srv/club', DATABASE_URL: 'postgres://db/club', DEMO_DATA: '0', NODE_ENV: 'production',
      MAINTENANCE: '1', TRUST_PROXY: '1', PUBLIC_URL: 'https://club.example.com', RATE_LIMIT_LOGIN_PER_IP: '5',
      RATE_LIMIT_SCANS_PER_INSTALLER: '500',
    });
    expect(env).toMatchObject({
      port: 8080, dataDir: '/srv/club', databaseUrl: 'postgres://db/club', demoData: false, production: true,
      maintenance: true, trustProxy: true, publicUrl: 'https://club.example.com', apiDocs: false, docs: false,
    });
    // Issue 29: the API description is off in production unless API_DOCS=1 turns it on.
    expect(readServerEnv({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    // Issue 30: so is the statechart explorer, unless DOCS=1.
    expect(readServerEnv({ NODE_ENV: 'production', DOCS: '1' }).docs).toBe(true);
    expect(env.rateLimits.login.limit).toBe(5);
    expect(env.rateLimits.verify.limit).toBe(60);
    expect(env.rateLimits.scan).toEqual({ limit: 500, windowSeconds: 60 });
    expect(readServerEnv({}).rateLimits.scan).toEqual({ limit: SCAN_RULES.perMinute, windowSeconds: 60 });
  });

  it('reads the operations settings: log format, metrics token, shutdown grace (issue 29)', () => {
    expect(readServerEnv({})).toMatchObject({ logFormat: 'text', metricsToken: null, shutdownGraceMs: 10_000 });
    expect(readServerEnv({ NODE_ENV: 'production' }).logFormat).toBe('json');
    const token = 'a-scraper-token-of-at-least-32-chars';
    expect(readServerEnv({ NODE_ENV: 'production', LOG_FORMAT: 'text', METRICS_TOKEN: token, SHUTDOWN_GRACE_MS: '25000' }))
      .toMatchObject({ logFormat: 'text', metricsToken: token, shutdownGraceMs: 25_000 });
    expect(() => readServerEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(() => readServerEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(readServerEnv({ SHUTDOWN_GRACE_MS: '-5' }).shutdownGraceMs).toBe(10_000);
    // Metrics are counted unless METRICS=0 (docs/deploy.md).
    expect(readServerEnv({}).metrics).toBe(true);
    expect(readServerEnv({ METRICS: '1' }).metrics).toBe(true);
    expect(readServerEnv({ METRICS: '0' }).metrics).toBe(false);
  });

  it('keeps demo data on for any DEMO_DATA but 0 and rejects a bad PORT', () => {
    expect(readServerEnv({ DEMO_DATA: 'false' }).demoData).toBe(true);
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('resolveSecret', () => {
  it('generates a secret once per data directory, readable by its owner only', () => {
    const dataDir = tempDir();
    const env = readServerEnv({ DATA_DIR: dataDir });
    const secret = resolveSecret(env);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveSecret(env)).toBe(secret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('requires a long JWT_SECRET in production', () => {
    expect(() => resolveSecret(readServerEnv({ NODE_ENV: 'production', DATA_DIR: tempDir() }))).toThrow(/JWT_SECRET/);
    expect(() => resolveSecret(readServerEnv({ JWT_SECRET: 'short' }))).toThrow(/32/);
    const secret = 'x'.repeat(40);
    expect(resolveSecret(readServerEnv({ NODE_ENV: 'production', JWT_SECRET: secret }))).toBe(secret);
  });
});
