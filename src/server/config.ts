import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isValidNip } from '@/shared/domain/tax-numbers';
import { KYC_RETENTION_DAYS_DEFAULT } from '@/shared/domain/verification';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isTrustProxy(value: string): boolean {
  if (value === 'true' || value === 'false') return true;
  return value.split(',').every((part) => {
    const [address, bits, extra] = part.trim().split('/');
    if (PROXY_NAMES.has(address) && bits === undefined) return true;
    return net.isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits));
  });
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().default('Wypożyczalnia <no-reply@wypozyczalnia.local>'),
  SUPPORT_EMAIL: z.email().default('pomoc@wypozyczalnia.pl'),
  /** Default: true in development and test, false in production (see loadConfig). */
  SEED_DEMO_DATA: booleanish,
  /** The second, deliberate switch that lets SEED_DEMO_DATA=true run in production (demo accounts share a public password). */
  ALLOW_DEMO_DATA_IN_PRODUCTION: booleanish,
  /** Which peers may set X-Forwarded-For/-Host/-Proto: true, false, or addresses/CIDRs/loopback (comma-separated). */
  TRUST_PROXY: z
    .string()
    .refine(
      isTrustProxy,
      'must be true, false, or addresses, CIDR ranges, loopback, linklocal, uniquelocal (comma-separated)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Registrations, password-reset requests and contact messages accepted per address per hour. */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lets the image-from-URL fetcher reach loopback and private addresses (tests, the e2e server); never in production. */
  IMAGE_URL_ALLOW_PRIVATE: booleanish,
  /** S3-compatible photo storage: all of these (S3_ENDPOINT optional) or none; local disk when none. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** The public base URL the bucket's objects are served from. */
  S3_PUBLIC_URL: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  /** Stripe: all three or none; the built-in test provider when none. */
  STRIPE_SECRET_KEY: optionalText.refine(
    (v) => v === undefined || /^(sk|rk)_(test|live)_\w+$/.test(v),
    'must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_…)',
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.refine(
    (v) => v === undefined || /^pk_(test|live)_\w+$/.test(v),
    'must be a Stripe publishable key (pk_test_… or pk_live_…)',
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || /^whsec_\w+$/.test(v),
    "must be a Stripe webhook signing secret (whsec_…, from the webhook endpoint's page)",
  ),
  /** The test provider's signing secret; random per process when unset (its events are delivered in that process). */
  TEST_PAYMENTS_WEBHOOK_SECRET: optionalText.refine(
    (v) => v === undefined || v.length >= 32,
    'must be at least 32 characters (e.g. openssl rand -hex 32)',
  ),
  /** The deliberate switch that lets the test provider (no money moves) run in production, e.g. a public demo. */
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: booleanish,
  /** SMSAPI.pl (issue 14): the OAuth token sends real SMS; without it they go to the dev outbox (channel sms). */
  SMSAPI_TOKEN: optionalText,
  /** The sender name registered at SMSAPI ("Test" works on any account; a custom one must be approved first). */
  SMSAPI_SENDER: optionalText,
  /** SMSAPI's API address: https://api.smsapi.pl for SMSAPI.pl accounts, https://api.smsapi.com for SMSAPI.com. */
  SMSAPI_URL: httpUrl.default('https://api.smsapi.pl'),
  /** Phone code throttles (issue 14, OWASP ASVS / SMS pumping): sends per number and per account a day, per address an hour, per country prefix a day. */
  PHONE_SENDS_PER_NUMBER_PER_DAY: z.coerce.number().int().min(1).default(5),
  PHONE_SENDS_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(5),
  PHONE_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  PHONE_SENDS_PER_COUNTRY_PER_DAY: z.coerce.number().int().min(1).default(1000),
  /** Seconds before the same number may get another code. */
  PHONE_RESEND_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * The key identity documents are encrypted with (AES-256-GCM): 64 hex characters or 44 base64 ones (32 bytes).
   * Required in production; in development and tests one is generated into DATA_DIR/kyc-key once.
   */
  KYC_ENCRYPTION_KEY: optionalText.refine(
    (v) => v === undefined || /^[0-9a-fA-F]{64}$/.test(v) || /^[A-Za-z0-9+/]{43}=$/.test(v),
    'must be 32 bytes as 64 hex characters or 44 base64 characters (e.g. openssl rand -hex 32)',
  ),
  /** Days after the decision when a verification's document images are deleted (GDPR minimisation). */
  KYC_RETENTION_DAYS: z.coerce.number().int().min(0).default(KYC_RETENTION_DAYS_DEFAULT),
  /** A private S3 bucket for identity documents (S3_REGION, S3_ENDPOINT and the keys as for photos); local disk when unset. */
  KYC_S3_BUCKET: optionalText,
  /**
   * The help chatbot's optional language model (issue 23 §2): any OpenAI-compatible chat API (Ollama, vLLM, OpenAI),
   * all three or none; without them the chatbot answers from its retrieval over the help content alone.
   */
  LLM_BASE_URL: httpUrl.optional().or(z.literal('').transform(() => undefined)),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  /** How long a question waits for the model before the retrieval answer is used instead. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4000),
  /**
   * The company that runs the marketplace (issue 27 §1): the footer, contact and legal pages, e-mails and receipts
   * name it. Required in production (KRS optional); outside production, when none is given, the pages say plainly that
   * this is a demo. COMPANY_ADDRESS: lines separated by ";" (street and number; postcode and city).
   */
  COMPANY_NAME: optionalText,
  COMPANY_ADDRESS: optionalText,
  COMPANY_NIP: optionalText.refine(
    (v) => v === undefined || isValidNip(v),
    'must be a valid Polish NIP: 10 digits (dashes allowed) whose last digit is the checksum',
  ),
  COMPANY_KRS: optionalText.refine((v) => v === undefined || /^\d{10}$/.test(v), 'must be 10 digits'),
  COMPANY_PHONE: optionalText.refine(
    (v) => v === undefined || /^\+?[\d ()-]{6,20}$/.test(v),
    'must be a phone number, e.g. +48 22 123 45 67',
  ),
  COMPANY_EMAIL: z
    .email()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Where listing photos and avatars go when S3 is configured (server.ts picks the adapter). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
}

/** The chatbot's language model when one is configured (adapters/llm). */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

/** Stripe's keys when payments go through Stripe (adapters/payments/create-provider.ts picks the provider). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** The company from COMPANY_* (issue 27 §1); null outside production when none is given (the demo). */
export interface CompanyConfig {
  name: string;
  /** Its lines: street and number, postcode and city. */
  addressLines: string[];
  nip: string;
  krs: string | null;
  phone: string;
  email: string;
}

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & {
  DATA_DIR: string;
  isProduction: boolean;
  /** Where the app is served from, for links in e-mails. */
  publicUrl: string;
  /** Fastify's trustProxy: whose X-Forwarded-* headers give the client's address (rate limits) and origin. */
  trustProxy: boolean | string;
  /** S3-compatible storage, or null for local disk. */
  s3: S3Config | null;
  /** Stripe, or null for the built-in test provider. */
  stripe: StripeConfig | null;
  /** The chatbot's language model, or null for retrieval answers only. */
  llm: LlmConfig | null;
  /** The company, or null in a demo outside production. */
  company: CompanyConfig | null;
};

/**
 * Trusting every peer would let any client pick its own address (and dodge the per-address login limit) by
 * writing X-Forwarded-For. By default production trusts only a reverse proxy on this machine (HOST is loopback).
 */
function trustProxyOf(value: string | undefined, production: boolean): boolean | string {
  if (value === undefined) return production ? 'loopback' : false;
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const;

/** S3 is all or nothing: a half-configured bucket would silently fall back to local disk, so each missing value is listed. */
function s3ConfigOf(c: z.infer<typeof envSchema>, problems: string[]): S3Config | null {
  const given = S3_REQUIRED.filter((name) => c[name]);
  if (given.length === 0 && !c.S3_ENDPOINT) return null;
  const missing = S3_REQUIRED.filter((name) => !c[name]);
  for (const name of missing)
    problems.push(
      `  - ${name}: required when S3 storage is configured (${S3_REQUIRED.join(', ')}; S3_ENDPOINT optional)`,
    );
  if (missing.length) return null;
  return {
    bucket: c.S3_BUCKET!,
    region: c.S3_REGION!,
    endpoint: c.S3_ENDPOINT,
    accessKeyId: c.S3_ACCESS_KEY_ID!,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
    publicUrl: c.S3_PUBLIC_URL!.replace(/\/+$/, ''),
  };
}

const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** All or nothing, like S3: one key missing would otherwise fall back to test payments without a word. */
function stripeConfigOf(c: z.infer<typeof envSchema>, problems: string[]): StripeConfig | null {
  const given = STRIPE_REQUIRED.filter((name) => c[name]);
  if (given.length === 0) return null;
  for (const name of STRIPE_REQUIRED.filter((n) => !c[n]))
    problems.push(`  - ${name}: required when Stripe is configured (${STRIPE_REQUIRED.join(', ')} go together)`);
  if (given.length < STRIPE_REQUIRED.length) return null;
  const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');
  // A test publishable key with a live secret key makes every checkout fail in the browser.
  if (mode(c.STRIPE_SECRET_KEY!) !== mode(c.STRIPE_PUBLISHABLE_KEY!))
    problems.push('  - STRIPE_PUBLISHABLE_KEY: must be of the same mode (test or live) as STRIPE_SECRET_KEY');
  return {
    secretKey: c.STRIPE_SECRET_KEY!,
    publishableKey: c.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: c.STRIPE_WEBHOOK_SECRET!,
  };
}

const LLM_REQUIRED = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

/** All or nothing, like Stripe: a half-configured model would silently never be asked. */
function llmConfigOf(c: z.infer<typeof envSchema>, problems: string[]): LlmConfig | null {
  const given = LLM_REQUIRED.filter((name) => c[name]);
  if (given.length === 0) return null;
  for (const name of LLM_REQUIRED.filter((n) => !c[n]))
    problems.push(`  - ${name}: required when a language model is configured (${LLM_REQUIRED.join(', ')} go together)`);
  if (given.length < LLM_REQUIRED.length) return null;
  return { baseUrl: c.LLM_BASE_URL!, apiKey: c.LLM_API_KEY!, model: c.LLM_MODEL!, timeoutMs: c.LLM_TIMEOUT_MS };
}

const COMPANY_REQUIRED = ['COMPANY_NAME', 'COMPANY_ADDRESS', 'COMPANY_NIP', 'COMPANY_PHONE', 'COMPANY_EMAIL'] as const;

/** All or nothing, like S3 (KRS optional): a half-given company would show a footer with holes. */
function companyConfigOf(c: z.infer<typeof envSchema>, problems: string[]): CompanyConfig | null {
  const given = COMPANY_REQUIRED.filter((name) => c[name]);
  if (given.length === 0 && !c.COMPANY_KRS) return null;
  for (const name of COMPANY_REQUIRED.filter((n) => !c[n]))
    problems.push(
      `  - ${name}: required when the company is configured (${COMPANY_REQUIRED.join(', ')} go together; COMPANY_KRS optional)`,
    );
  if (given.length < COMPANY_REQUIRED.length) return null;
  return {
    name: c.COMPANY_NAME!,
    addressLines: c
      .COMPANY_ADDRESS!.split(';')
      .map((line) => line.trim())
      .filter(Boolean),
    nip: c.COMPANY_NIP!.replace(/[\s-]/g, ''),
    krs: c.COMPANY_KRS ?? null,
    phone: c.COMPANY_PHONE!,
    email: c.COMPANY_EMAIL!,
  };
}

type Env = z.infer<typeof envSchema>;

/**
 * What production requires that development fills in by itself: loadConfig refuses NODE_ENV=production while one is
 * missing, naming each, and `productionStandIns` gives a local value for each. Anything that runs the production
 * configuration on this machine (the benchmarks) takes its values from here, so a new requirement reaches it at once.
 */
const PRODUCTION_REQUIREMENTS: readonly {
  problem: string;
  met: (c: Env) => boolean;
  /** A value that satisfies the requirement and reaches nothing outside this machine. */
  standIn: () => Record<string, string>;
}[] = [
  // Production never falls back to the dev outbox, and e-mailed links need the real address.
  {
    problem: 'SMTP_URL: required when NODE_ENV=production',
    met: (c) => Boolean(c.SMTP_URL),
    standIn: () => ({ SMTP_URL: 'smtp://127.0.0.1:25' }),
  },
  {
    problem: 'PUBLIC_URL: required when NODE_ENV=production',
    met: (c) => Boolean(c.PUBLIC_URL),
    standIn: () => ({ PUBLIC_URL: 'http://127.0.0.1' }),
  },
  // Codes by SMS and identity documents: the dev outbox and a generated key are development tools (issue 14).
  {
    problem: 'SMSAPI_TOKEN: required when NODE_ENV=production',
    met: (c) => Boolean(c.SMSAPI_TOKEN),
    standIn: () => ({ SMSAPI_TOKEN: 'local-stand-in-sends-nothing', SMSAPI_URL: 'http://127.0.0.1:9' }),
  },
  // The law (and a careful customer) wants to know who runs the site: no demo wording in production (issue 27 §1).
  {
    problem: `COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NIP, COMPANY_PHONE, COMPANY_EMAIL: required when NODE_ENV=production (the company named in the footer, the legal pages and e-mails; COMPANY_KRS optional)`,
    met: (c) => COMPANY_REQUIRED.some((name) => c[name]),
    standIn: () => ({
      COMPANY_NAME: 'Benchmark sp. z o.o.',
      COMPANY_ADDRESS: 'ul. Testowa 1; 00-001 Warszawa',
      COMPANY_NIP: '5260250274',
      COMPANY_PHONE: '+48 22 000 00 00',
      COMPANY_EMAIL: 'kontakt@example.com',
    }),
  },
  {
    problem: 'KYC_ENCRYPTION_KEY: required when NODE_ENV=production',
    met: (c) => Boolean(c.KYC_ENCRYPTION_KEY),
    standIn: () => ({ KYC_ENCRYPTION_KEY: randomBytes(32).toString('hex') }),
  },
  // A forgotten key would otherwise put a shop live where every "payment" is pretend (adapters/payments).
  {
    problem:
      'STRIPE_SECRET_KEY: required when NODE_ENV=production (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET), or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true to run the built-in test payments, where no money moves',
    met: (c) => STRIPE_REQUIRED.some((name) => c[name]) || c.ALLOW_TEST_PAYMENTS_IN_PRODUCTION,
    standIn: () => ({ ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true' }),
  },
];

/**
 * Local values for every production requirement (the outbox-bound SMTP and SMS addresses on loopback, a fresh
 * random document key, the test payments): with NODE_ENV=production they give a configuration loadConfig accepts,
 * for a benchmark of the production build. Never for a deployment: nothing reaches a real mail or SMS service.
 */
export function productionStandIns(): Record<string, string> {
  return Object.assign({}, ...PRODUCTION_REQUIREMENTS.map((r) => r.standIn())) as Record<string, string>;
}

export class ConfigError extends Error {}

/** Read and validate the environment once; every problem is listed, not just the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const problems: string[] = [];
  if (c.NODE_ENV === 'production') {
    for (const r of PRODUCTION_REQUIREMENTS) if (!r.met(c)) problems.push(`  - ${r.problem}`);
    // The flag opens the image fetcher to the server's own network (SSRF): tests only.
    if (c.IMAGE_URL_ALLOW_PRIVATE)
      problems.push('  - IMAGE_URL_ALLOW_PRIVATE: must not be true when NODE_ENV=production');
    // Demo accounts (an admin among them) share the password printed in the README: seeding them is never an accident.
    if (c.SEED_DEMO_DATA && !c.ALLOW_DEMO_DATA_IN_PRODUCTION) {
      problems.push(
        '  - SEED_DEMO_DATA: must not be true when NODE_ENV=production (its demo accounts, an admin among them, share a public password); set ALLOW_DEMO_DATA_IN_PRODUCTION=true as well if you mean it',
      );
    }
  }
  const s3 = s3ConfigOf(c, problems);
  const stripe = stripeConfigOf(c, problems);
  const llm = llmConfigOf(c, problems);
  const company = companyConfigOf(c, problems);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    ...c,
    SEED_DEMO_DATA: env.SEED_DEMO_DATA === undefined ? c.NODE_ENV !== 'production' : c.SEED_DEMO_DATA,
    DATA_DIR: path.resolve(c.DATA_DIR),
    isProduction: c.NODE_ENV === 'production',
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxyOf(c.TRUST_PROXY, c.NODE_ENV === 'production'),
    s3,
    stripe,
    llm,
    company,
  };
}
