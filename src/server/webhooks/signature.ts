import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the Messenger platform signs its webhooks with; the inbound-mail relay uses the same scheme. */
export const SIGNATURE_HEADER = 'x-hub-signature-256';

/** `sha256=<hex>`: the HMAC-SHA256 of the raw body with the secret. */
export function sign(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Whether the header is the body's signature with the secret, compared in constant time. */
export function verifySignature(secret: string, body: Buffer, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || !/^sha256=[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(header.trim().toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
