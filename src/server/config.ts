import { resolve } from 'node:path';
import { z } from 'zod';
import { API_SURFACES, DEFAULT_SURFACE_BASE, type ApiSurface } from '@/shared/surfaces';

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** The address people open; MSAL needs localhost or https. */
  PUBLIC_URL: optional,
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optional,
  /** embedded: the local OpenID provider (with the demo users in the demo); b2c: Azure AD B2C. */
  AUTH_MODE: z.enum(['embedded', 'b2c']).default('embedded'),
  B2C_TENANT: optional,
  B2C_SIGN_IN_POLICY: optional,
  B2C_RESET_POLICY: optional,
  B2C_CLIENT_ID: optional,
  B2C_API_SCOPE: optional,
  B2C_API_AUDIENCE: optional,
  B2C_ISSUER: optional,
  CORS_ORIGINS: optional,
  /** Whose X-Forwarded-* headers are believed: `true` (anyone's), `false`, or addresses, ranges and proxy-addr's names. */
  TRUST_PROXY: z.string().default('loopback,linklocal,uniquelocal'),
  /** auto: the demo when sign-in is embedded and the database is PGlite; demo: the demo wherever; never: no demo. */
  SEED: z.enum(['auto', 'demo', 'never']).default('auto'),
  /** Encrypts the embedded provider's signing key at rest; required outside the demo. */
  SIGNING_KEY_SECRET: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKSPACE_HOSTS: optional,
  PUBLIC_SITE_URL: optional,
  /** Power BI embedding through a service principal; without them report pages say that Power BI is not available. */
  POWERBI_TENANT_ID: optional,
  POWERBI_CLIENT_ID: optional,
  POWERBI_CLIENT_SECRET: optional,
  POWERBI_API_URL: optional,
  POWERBI_AUTHORITY_URL: optional,
  /** The Messenger platform app's secret: inbound webhooks must carry its HMAC-SHA256 in X-Hub-Signature-256. */
  MESSENGER_APP_SECRET: optional,
  /** What the Messenger platform echoes when it verifies the webhook (GET ?hub.verify_token=). */
  MESSENGER_VERIFY_TOKEN: optional,
  /** The inbound-mail relay's secret: raw messages must carry its HMAC-SHA256 in X-Hub-Signature-256. */
  INBOUND_EMAIL_SECRET: optional,
  /** A mail server for mail to guests (consent confirmations), e.g. smtps://user:password@smtp.example.com:465; without it mail is kept in the guest's outbox only. */
  SMTP_URL: optional,
  /** The sender of mail to guests. */
  MAIL_FROM: optional,
  ...Object.fromEntries(API_SURFACES.map((s) => [`API_BASE_${s.toUpperCase()}`, optional])),
});

/** The demo's webhook secrets (`npm run demo:inbox` signs with them); anywhere else they must be configured. */
export const DEMO_WEBHOOK_SECRETS = { messenger: 'demo-messenger-app-secret', messengerVerifyToken: 'demo-messenger-verify-token', email: 'demo-inbound-email-secret' } as const;

export interface WebhookSecrets {
  messenger?: string;
  messengerVerifyToken?: string;
  email?: string;
}

export interface B2cConfig {
  tenant: string;
  signInPolicy: string;
  resetPolicy: string;
  clientId: string;
  apiScope: string;
  audience: string;
  /** The `iss` of the tenant's tokens: https://<tenant>.b2clogin.com/<tenant id>/v2.0/ */
  issuer: string;
}

export interface PowerBiConfig {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  /** https://api.powerbi.com */
  apiUrl: string;
  /** https://login.microsoftonline.com */
  authorityUrl: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  authMode: 'embedded' | 'b2c';
  b2c?: B2cConfig;
  corsOrigins: string[];
  /** Fastify's `trustProxy`: the client address (sign-in throttling) and the public protocol come from these proxies. */
  trustProxy: boolean | string;
  /**
   * Whether this is the demo: it loads into an empty database, the sign-in page lists its users, and the signing
   * key may be stored unencrypted.
   */
  demo: boolean;
  /** The secret the embedded provider's signing key is encrypted with at rest (`SIGNING_KEY_SECRET`). */
  signingKeySecret?: string;
  logLevel: string;
  /** Base URL of each API surface as the browser calls it. */
  apiBases: Record<ApiSurface, string>;
  /** Host names that belong to the group's workspace and redirect to its public site. */
  workspaceHosts: string[];
  publicSiteUrl?: string;
  /** Where the built portal is served from. */
  staticDir: string;
  /** The Power BI service reports are embedded from; absent: none configured. */
  powerBi?: PowerBiConfig;
  /** Secrets of the inbound webhooks; a webhook without one is refused (503). */
  webhooks: WebhookSecrets;
  /** Mail to guests goes through this SMTP server (`SMTP_URL`, `MAIL_FROM`); absent: kept in the outbox, not sent. */
  mail?: MailConfig;
}

export interface MailConfig {
  smtpUrl: string;
  from: string;
}

function parseTrustProxy(value: string): boolean | string {
  const trimmed = value.trim();
  return trimmed === 'true' || trimmed === 'false' ? trimmed === 'true' : trimmed;
}

/** The demo runs only where nothing else can be meant: embedded sign-in on the embedded database, or when asked for. */
export function isDemo(seed: 'auto' | 'demo' | 'never', authMode: ServerConfig['authMode'], databaseUrl: string | undefined): boolean {
  if (seed === 'demo') return true;
  return seed === 'auto' && authMode === 'embedded' && !databaseUrl;
}

/** Reads the configuration from the environment; a bad value stops the server with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Configuration error in ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data as z.infer<typeof envSchema> & Record<string, string | undefined>;
  let b2c: B2cConfig | undefined;
  if (e.AUTH_MODE === 'b2c') {
    const missing = ['B2C_TENANT', 'B2C_SIGN_IN_POLICY', 'B2C_RESET_POLICY', 'B2C_CLIENT_ID', 'B2C_API_SCOPE', 'B2C_ISSUER'].filter((k) => !e[k]);
    if (missing.length) throw new Error(`Configuration error: AUTH_MODE=b2c needs ${missing.join(', ')}`);
    b2c = {
      tenant: e.B2C_TENANT!,
      signInPolicy: e.B2C_SIGN_IN_POLICY!,
      resetPolicy: e.B2C_RESET_POLICY!,
      clientId: e.B2C_CLIENT_ID!,
      apiScope: e.B2C_API_SCOPE!,
      audience: e.B2C_API_AUDIENCE ?? e.B2C_CLIENT_ID!,
      issuer: e.B2C_ISSUER!,
    };
  }
  const port = overrides.port ?? e.PORT;
  const demo = isDemo(e.SEED, e.AUTH_MODE, e.DATABASE_URL);
  const apiBases = Object.fromEntries(API_SURFACES.map((s) => [s, e[`API_BASE_${s.toUpperCase()}`] ?? DEFAULT_SURFACE_BASE[s]])) as Record<ApiSurface, string>;
  return {
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    authMode: e.AUTH_MODE,
    b2c,
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    demo,
    webhooks: {
      messenger: e.MESSENGER_APP_SECRET ?? (demo ? DEMO_WEBHOOK_SECRETS.messenger : undefined),
      messengerVerifyToken: e.MESSENGER_VERIFY_TOKEN ?? (demo ? DEMO_WEBHOOK_SECRETS.messengerVerifyToken : undefined),
      email: e.INBOUND_EMAIL_SECRET ?? (demo ? DEMO_WEBHOOK_SECRETS.email : undefined),
    },
    signingKeySecret: e.SIGNING_KEY_SECRET,
    logLevel: e.LOG_LEVEL,
    apiBases,
    workspaceHosts: (e.WORKSPACE_HOSTS ?? '').split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    publicSiteUrl: e.PUBLIC_SITE_URL,
    staticDir: resolve('dist'),
    powerBi:
      e.POWERBI_TENANT_ID && e.POWERBI_CLIENT_ID && e.POWERBI_CLIENT_SECRET
        ? {
            tenantId: e.POWERBI_TENANT_ID,
            clientId: e.POWERBI_CLIENT_ID,
            clientSecret: e.POWERBI_CLIENT_SECRET,
            apiUrl: (e.POWERBI_API_URL ?? 'https://api.powerbi.com').replace(/\/$/, ''),
            authorityUrl: (e.POWERBI_AUTHORITY_URL ?? 'https://login.microsoftonline.com').replace(/\/$/, ''),
          }
        : undefined,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'no-reply@localhost' } : undefined,
    ...overrides,
  };
}
