import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, productionStandIns } from './config';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as Error).message;
  }
  throw new Error('expected a ConfigError');
}

/** Everything production requires, valid. */
const PROD = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://localhost:2525',
  PUBLIC_URL: 'https://rent.example.com',
  SMSAPI_TOKEN: 'token',
  KYC_ENCRYPTION_KEY: 'a'.repeat(64),
  COMPANY_NAME: 'Wypożyczalnia sp. z o.o.',
  COMPANY_ADDRESS: 'ul. Marszałkowska 10; 00-590 Warszawa',
  COMPANY_NIP: '5260250274',
  COMPANY_PHONE: '+48 22 500 60 70',
  COMPANY_EMAIL: 'kontakt@example.com',
  ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
};

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c.NODE_ENV).toBe('development');
    expect(c.isProduction).toBe(false);
    expect(c.PORT).toBe(3000);
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.DATA_DIR).toBe(path.resolve('./data'));
    expect(path.isAbsolute(c.DATA_DIR)).toBe(true);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.ADMIN_EMAILS).toEqual([]);
    expect(c.SEED_DEMO_DATA).toBe(true);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.SUPPORT_EMAIL).toMatch(/@/);
  });

  it('reads and normalises the values it is given', () => {
    const c = loadConfig({
      PORT: '8080',
      DATA_DIR: 'some/dir',
      ADMIN_EMAILS: ' Boss@Example.com, ,second@x.pl ',
      PUBLIC_URL: 'https://rent.example.com/',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: 'postgresql://u:p@db:5432/app',
      SMTP_URL: '',
    });
    expect(c.PORT).toBe(8080);
    expect(c.DATA_DIR).toBe(path.resolve('some/dir'));
    expect(c.ADMIN_EMAILS).toEqual(['boss@example.com', 'second@x.pl']);
    expect(c.publicUrl).toBe('https://rent.example.com');
    expect(c.SEED_DEMO_DATA).toBe(false);
    expect(c.DATABASE_URL).toBe('postgresql://u:p@db:5432/app');
    expect(c.SMTP_URL).toBeUndefined();
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ SEED_DEMO_DATA: '1' }).SEED_DEMO_DATA).toBe(true);
  });

  it('lists every wrong variable at once', () => {
    const msg = configError({
      PORT: 'eighty',
      NODE_ENV: 'staging',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      PUBLIC_URL: 'not a url',
      SUPPORT_EMAIL: 'nobody',
      LOG_LEVEL: 'loud',
      SEED_DEMO_DATA: 'maybe',
      TRUST_PROXY: 'any proxy!',
    });
    for (const name of [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'SMTP_URL',
      'PUBLIC_URL',
      'SUPPORT_EMAIL',
      'LOG_LEVEL',
      'SEED_DEMO_DATA',
      'TRUST_PROXY',
    ]) {
      expect(msg).toContain(`- ${name}:`);
    }
    expect(msg).toMatch(/^Invalid configuration:/);
  });

  it('refuses a port out of range', () => {
    expect(configError({ PORT: '70000' })).toContain('PORT');
    expect(configError({ PORT: '-1' })).toContain('PORT');
  });

  it('requires SMTP_URL, PUBLIC_URL, SMSAPI_TOKEN and KYC_ENCRYPTION_KEY in production, naming each', () => {
    const msg = configError({ NODE_ENV: 'production' });
    expect(msg).toContain('SMTP_URL');
    expect(msg).toContain('PUBLIC_URL');
    expect(msg).toContain('SMSAPI_TOKEN: required when NODE_ENV=production');
    expect(msg).toContain('KYC_ENCRYPTION_KEY: required when NODE_ENV=production');
    expect(configError({ KYC_ENCRYPTION_KEY: 'short' })).toContain('KYC_ENCRYPTION_KEY: must be 32 bytes');
    expect(configError({ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost:2525' })).not.toContain('SMTP_URL');
    const c = loadConfig(PROD);
    expect(c.isProduction).toBe(true);
    expect(c.publicUrl).toBe('https://rent.example.com');
  });

  it('trusts forwarded headers only from a local proxy in production, from nobody otherwise, unless TRUST_PROXY says', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig(PROD).trustProxy).toBe('loopback');
    expect(loadConfig({ ...PROD, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '::1, fd00::/8, uniquelocal' }).trustProxy).toBe('::1, fd00::/8, uniquelocal');
    for (const bad of ['2', 'yes', 'proxy.example.com', '10.0.0.1/8/1', '10.0.0.1,'])
      expect(configError({ TRUST_PROXY: bad }), bad).toContain('TRUST_PROXY');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('IMAGE_URL_ALLOW_PRIVATE is off by default, on for tests, and refused in production', () => {
    expect(loadConfig({}).IMAGE_URL_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig(PROD).IMAGE_URL_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', IMAGE_URL_ALLOW_PRIVATE: 'true' }).IMAGE_URL_ALLOW_PRIVATE).toBe(true);
    expect(loadConfig({ ...PROD, IMAGE_URL_ALLOW_PRIVATE: 'false' }).IMAGE_URL_ALLOW_PRIVATE).toBe(false);
    expect(configError({ ...PROD, IMAGE_URL_ALLOW_PRIVATE: 'true' })).toContain(
      'IMAGE_URL_ALLOW_PRIVATE: must not be true when NODE_ENV=production',
    );
    expect(configError({ IMAGE_URL_ALLOW_PRIVATE: 'maybe' })).toContain('IMAGE_URL_ALLOW_PRIVATE');
  });

  it('seeds demo data by default in development and test, never by default in production', () => {
    expect(loadConfig({}).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).SEED_DEMO_DATA).toBe(true);
    expect(loadConfig(PROD).SEED_DEMO_DATA).toBe(false);
    expect(loadConfig({ ...PROD, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
    // The second flag alone seeds nothing: it only permits what SEED_DEMO_DATA asks for.
    expect(loadConfig({ ...PROD, ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' }).SEED_DEMO_DATA).toBe(false);
  });

  it('refuses SEED_DEMO_DATA=true in production unless ALLOW_DEMO_DATA_IN_PRODUCTION=true says it is on purpose', () => {
    for (const value of ['true', '1']) {
      const msg = configError({ ...PROD, SEED_DEMO_DATA: value });
      expect(msg).toContain('- SEED_DEMO_DATA: must not be true when NODE_ENV=production');
      expect(msg).toContain('ALLOW_DEMO_DATA_IN_PRODUCTION=true');
    }
    expect(configError({ ...PROD, SEED_DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'false' })).toContain(
      'SEED_DEMO_DATA',
    );
    // Listed together with the other production problems, not one at a time.
    const all = configError({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' });
    for (const name of ['SMTP_URL', 'PUBLIC_URL', 'SEED_DEMO_DATA']) expect(all).toContain(`- ${name}:`);
    const c = loadConfig({ ...PROD, SEED_DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' });
    expect(c.SEED_DEMO_DATA).toBe(true);
    expect(c.ALLOW_DEMO_DATA_IN_PRODUCTION).toBe(true);
    expect(configError({ ALLOW_DEMO_DATA_IN_PRODUCTION: 'sure' })).toContain('- ALLOW_DEMO_DATA_IN_PRODUCTION:');
  });

  it('takes Stripe when its three keys are given together, and lists each one missing', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_51abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    };
    expect(loadConfig(stripe).stripe).toEqual({
      secretKey: 'sk_test_51abc',
      publishableKey: 'pk_test_51abc',
      webhookSecret: 'whsec_abc123',
    });
    const half = configError({ STRIPE_SECRET_KEY: 'sk_test_51abc' });
    expect(half).toContain('- STRIPE_PUBLISHABLE_KEY: required when Stripe is configured');
    expect(half).toContain('- STRIPE_WEBHOOK_SECRET: required when Stripe is configured');
    expect(half).not.toContain('- STRIPE_SECRET_KEY:');
    expect(configError({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51abc' })).toContain('- STRIPE_SECRET_KEY: must be');
    expect(configError({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_1' })).toContain('- STRIPE_PUBLISHABLE_KEY:');
    expect(configError({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toContain('- STRIPE_WEBHOOK_SECRET: must be');
    expect(configError({ ...stripe, STRIPE_SECRET_KEY: 'sk_live_51abc' })).toContain(
      '- STRIPE_PUBLISHABLE_KEY: must be of the same mode',
    );
  });

  it('requires payments in production: the three Stripe keys, or the deliberate switch to the test payments', () => {
    const { ALLOW_TEST_PAYMENTS_IN_PRODUCTION: _allow, ...withoutPayments } = PROD;
    expect(configError(withoutPayments)).toContain(
      '- STRIPE_SECRET_KEY: required when NODE_ENV=production (with STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET), or ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true',
    );
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_live_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    };
    expect(loadConfig({ ...withoutPayments, ...stripe }).stripe).not.toBeNull();
    // One key alone is named by the Stripe check (the others missing), not twice.
    const partial = configError({ ...withoutPayments, STRIPE_SECRET_KEY: 'sk_live_abc' });
    expect(partial).toContain('- STRIPE_PUBLISHABLE_KEY: required when Stripe is configured');
    expect(partial).not.toContain('ALLOW_TEST_PAYMENTS_IN_PRODUCTION=true');
  });

  it('gives a local stand-in for every production requirement: with them production loads, without any one it does not', () => {
    const standIns = productionStandIns();
    const c = loadConfig({ NODE_ENV: 'production', ...standIns });
    expect(c.isProduction).toBe(true);
    // Nothing leaves the machine, and no key is shared between runs.
    expect(new URL(c.SMTP_URL!).hostname).toBe('127.0.0.1');
    expect(new URL(c.SMSAPI_URL).hostname).toBe('127.0.0.1');
    expect(c.stripe).toBeNull();
    expect(productionStandIns().KYC_ENCRYPTION_KEY).not.toBe(standIns.KYC_ENCRYPTION_KEY);
    // Each stand-in is needed: the list is the production requirements, not more.
    for (const name of Object.keys(standIns).filter((n) => n !== 'SMSAPI_URL')) {
      const { [name]: _left, ...rest } = standIns;
      expect(configError({ NODE_ENV: 'production', ...rest }), name).toContain(name);
    }
  });

  it('takes a test-payments signing secret of 32 characters or more, and the production switch as a boolean', () => {
    expect(loadConfig({}).TEST_PAYMENTS_WEBHOOK_SECRET).toBeUndefined();
    expect(loadConfig({ TEST_PAYMENTS_WEBHOOK_SECRET: 'x'.repeat(32) }).TEST_PAYMENTS_WEBHOOK_SECRET).toBe(
      'x'.repeat(32),
    );
    expect(configError({ TEST_PAYMENTS_WEBHOOK_SECRET: 'short' })).toContain('- TEST_PAYMENTS_WEBHOOK_SECRET:');
    expect(loadConfig({}).ALLOW_TEST_PAYMENTS_IN_PRODUCTION).toBe(false);
    expect(configError({ ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'yes' })).toContain('- ALLOW_TEST_PAYMENTS_IN_PRODUCTION:');
  });
});

describe('the company (issue 27 §1)', () => {
  const COMPANY = {
    COMPANY_NAME: 'Wypożyczalnia sp. z o.o.',
    COMPANY_ADDRESS: 'ul. Marszałkowska 10; 00-590 Warszawa',
    COMPANY_NIP: '526-025-02-74',
    COMPANY_PHONE: '+48 22 500 60 70',
    COMPANY_EMAIL: 'kontakt@example.com',
  };

  it('is read with its address lines and the NIP without dashes; KRS is optional', () => {
    expect(loadConfig(COMPANY).company).toEqual({
      name: 'Wypożyczalnia sp. z o.o.',
      addressLines: ['ul. Marszałkowska 10', '00-590 Warszawa'],
      nip: '5260250274',
      krs: null,
      phone: '+48 22 500 60 70',
      email: 'kontakt@example.com',
    });
    expect(loadConfig({ ...COMPANY, COMPANY_KRS: '0000123456' }).company?.krs).toBe('0000123456');
  });

  it('is null outside production when none is given (the demo)', () => {
    expect(loadConfig({}).company).toBeNull();
  });

  it('refuses a NIP whose checksum is wrong', () => {
    expect(configError({ ...COMPANY, COMPANY_NIP: '5260250275' })).toMatch(/COMPANY_NIP: must be a valid Polish NIP/);
    expect(configError({ ...COMPANY, COMPANY_NIP: '52602502' })).toMatch(/COMPANY_NIP/);
  });

  it('refuses a half-given company, naming each missing value', () => {
    const message = configError({ COMPANY_NAME: 'Firma', COMPANY_NIP: '5260250274' });
    for (const name of ['COMPANY_ADDRESS', 'COMPANY_PHONE', 'COMPANY_EMAIL']) expect(message).toContain(`${name}:`);
    expect(message).not.toContain('COMPANY_NAME:');
  });

  it('is required in production', () => {
    const { COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NIP, COMPANY_PHONE, COMPANY_EMAIL, ...rest } = PROD;
    void [COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NIP, COMPANY_PHONE, COMPANY_EMAIL];
    expect(configError(rest)).toMatch(
      /COMPANY_NAME, COMPANY_ADDRESS, COMPANY_NIP, COMPANY_PHONE, COMPANY_EMAIL: required/,
    );
    expect(loadConfig(PROD).company?.nip).toBe('5260250274');
  });
});
