/**
 * A throwaway self-signed certificate for 127.0.0.1 and localhost, made with the machine's openssl:
 * for the scripts and tests that serve the portal over HTTPS and HTTP/2 as production does
 * (lighthouse, the listener's test). Never for a real server: it is trusted by nobody.
 */
import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TlsFiles } from '../src/server/listener';

export interface DevCertificate extends TlsFiles {
  /** The certificate (PEM), for a client that should trust it. */
  pem: string;
  /** SHA-256 of its public key, base64: Chromium's --ignore-certificate-errors-spki-list accepts it as valid. */
  spkiHash: string;
}

export function createDevCertificate(dir: string): DevCertificate {
  const certFile = join(dir, 'dev-cert.pem');
  const keyFile = join(dir, 'dev-key.pem');
  const made = spawnSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
    '-keyout', keyFile, '-out', certFile,
  ], { encoding: 'utf8' });
  if (made.error) throw new Error(`openssl could not run (${made.error.message}): it makes the development certificate`);
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  const pem = readFileSync(certFile, 'utf8');
  const publicKey = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { certFile, keyFile, pem, spkiHash: createHash('sha256').update(publicKey).digest('base64') };
}
