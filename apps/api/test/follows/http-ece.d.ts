// The encrypted content coding of web push (RFC 8188), as the tests decrypt what a browser would.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
  const ece: { decrypt: typeof decrypt };
  export default ece;
}
