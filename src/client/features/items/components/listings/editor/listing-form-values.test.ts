import { describe, expect, it } from 'vitest';
import { createListingResolver, editListingResolver, type ListingFormValues } from './listing-form-values';

const valid: ListingFormValues = {
  name: ' Wiertarka ',
  description: 'Mocna',
  categoryId: '3',
  pricePerDay: '12,50',
  value: '300',
  damageDeposit: '',
  location: 'Kraków',
  district: 'none',
  cancellationTerms: 'standard',
  flexibility: 'moderate',
  insuranceRequired: false,
  available: true,
  minDays: '1',
  maxDays: '90',
  noticeDays: '0',
  instantBooking: false,
  instantBookingVerifiedOnly: false,
  handoverFrom: '09:00',
  handoverTo: '18:00',
  handoverStepMinutes: '30',
  imageUrls: ['/uploads/a.webp'],
};

/** The edit form's check as react-hook-form runs it. */
const check = (values: Partial<ListingFormValues>) =>
  editListingResolver({ ...valid, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

const parse = async (values: Partial<ListingFormValues>) => {
  const r = await check(values);
  expect(r.errors).toEqual({});
  return r.values;
};

const messages = async (values: Partial<ListingFormValues>) =>
  Object.entries((await check(values)).errors).map(([path, e]) => `${path}:${e?.message}`);

describe('listing edit form', () => {
  it('trims, parses amounts with a decimal comma, defaults the deposit to 0 and stores no district as null', async () => {
    expect(await parse({})).toMatchObject({
      name: 'Wiertarka',
      pricePerDay: 12.5,
      value: 300,
      damageDeposit: 0,
      district: null,
    });
  });

  it('reads amounts the ways Poles write them, as the server does', async () => {
    expect(await parse({ pricePerDay: '1 200,50 zł', value: '1\u00a0200', damageDeposit: '1.500,00' })).toMatchObject({
      pricePerDay: 1200.5,
      value: 1200,
      damageDeposit: 1500,
    });
  });

  it('says all fields are required when name, description or price is blank after trimming', async () => {
    expect(await messages({ name: '  ', description: ' ', pricePerDay: ' ' })).toEqual([
      'name:validation.allFieldsRequired',
      'description:validation.allFieldsRequired',
      'pricePerDay:validation.allFieldsRequired',
    ]);
  });

  it('refuses non-numeric amounts, more than two decimals and a district of another city', async () => {
    expect(await messages({ pricePerDay: 'abc' })).toEqual(['pricePerDay:validation.invalidAmount']);
    expect(await messages({ damageDeposit: '1.234' })).toEqual(['damageDeposit:validation.invalidAmount']);
    expect(await messages({ value: '1,200' })).toEqual(['value:validation.invalidAmount']);
    expect(await messages({ district: 'Mokotów' })).toEqual(['district:validation.districtInvalid']);
  });

  it("keeps 1 to 5 photos in order, with the listing form's messages", async () => {
    expect((await parse({ imageUrls: ['/uploads/b.webp', '/uploads/a.webp'] })).imageUrls).toEqual([
      '/uploads/b.webp',
      '/uploads/a.webp',
    ]);
    expect(await messages({ imageUrls: [] })).toEqual(['imageUrls:validation.photoRequired']);
    expect(await messages({ imageUrls: ['1', '2', '3', '4', '5', '6'].map((n) => `/uploads/${n}.webp`) })).toEqual([
      'imageUrls:validation.tooManyPhotos',
    ]);
  });

  it('leaves the category out of an edit: it is not editable', async () => {
    expect(await parse({ categoryId: '5' })).not.toHaveProperty('categoryId');
  });
});

describe("listing form: the renter's rules (issue 26 §1)", () => {
  const create = (values: Partial<ListingFormValues>) =>
    createListingResolver({ ...valid, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('sends the rental length and the notice as numbers, on creation and edit', async () => {
    const rules = { minDays: '2', maxDays: '5', noticeDays: '1' };
    expect((await create(rules)).values).toMatchObject({ minDays: 2, maxDays: 5, noticeDays: 1 });
    expect(await parse(rules)).toMatchObject({ minDays: 2, maxDays: 5, noticeDays: 1 });
  });

  it('refuses lengths outside 1 to 90 days, an unknown notice and a longest rental shorter than the shortest', async () => {
    const created = async (v: Partial<ListingFormValues>) =>
      Object.entries((await create(v)).errors).map(([path, e]) => `${path}:${e?.message}`);
    for (const errors of [created, messages]) {
      expect(await errors({ minDays: '0' })).toEqual(['minDays:validation.minDaysRange']);
      expect(await errors({ maxDays: '91' })).toEqual(['maxDays:validation.maxDaysRange']);
      expect(await errors({ minDays: '1.5' })).toEqual(['minDays:validation.minDaysRange']);
      expect(await errors({ noticeDays: '3' })).toEqual(['noticeDays:validation.noticeDaysInvalid']);
      expect(await errors({ minDays: '6', maxDays: '5' })).toEqual(['maxDays:validation.maxDaysBelowMin']);
    }
  });
});

describe('listing creation form: the deposit (issue 20 §5)', () => {
  const create = (values: Partial<ListingFormValues>) =>
    createListingResolver({ ...valid, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('takes the deposit as an edit does, an empty box being 0 zł', async () => {
    expect((await create({})).values).toMatchObject({ damageDeposit: 0, categoryId: 3 });
    expect((await create({ damageDeposit: '150,50' })).values).toMatchObject({ damageDeposit: 150.5 });
  });

  it('refuses the deposits an edit refuses, with the same messages', async () => {
    for (const damageDeposit of ['abc', '1.234', '-5', '100000000']) {
      const created = await create({ damageDeposit });
      const edited = await check({ damageDeposit });
      expect(created.errors.damageDeposit?.message, damageDeposit).toBeTruthy();
      expect(created.errors.damageDeposit?.message, damageDeposit).toBe(edited.errors.damageDeposit?.message);
    }
  });
});

describe('listing form: handover times (issue 26 §3)', () => {
  const create = (values: Partial<ListingFormValues>) =>
    createListingResolver({ ...valid, ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('sends the hours as "HH:MM" and the step as a number, on creation and edit', async () => {
    const v = { handoverFrom: '08:30', handoverTo: '20:00', handoverStepMinutes: '15' };
    expect((await create(v)).values).toMatchObject({
      handoverFrom: '08:30',
      handoverTo: '20:00',
      handoverStepMinutes: 15,
    });
    expect(await parse(v)).toMatchObject({ handoverFrom: '08:30', handoverTo: '20:00', handoverStepMinutes: 15 });
  });

  it('refuses a malformed time, an unknown step and hours that end before they start', async () => {
    const created = async (v: Partial<ListingFormValues>) =>
      Object.entries((await create(v)).errors).map(([path, e]) => `${path}:${e?.message}`);
    for (const errors of [created, messages]) {
      expect(await errors({ handoverFrom: '9:00' })).toEqual(['handoverFrom:validation.timeInvalid']);
      expect(await errors({ handoverTo: '24:00' })).toEqual(['handoverTo:validation.timeInvalid']);
      expect(await errors({ handoverStepMinutes: '45' })).toEqual([
        'handoverStepMinutes:validation.handoverStepInvalid',
      ]);
      expect(await errors({ handoverFrom: '18:00', handoverTo: '09:00' })).toEqual([
        'handoverTo:validation.handoverToBeforeFrom',
      ]);
    }
  });
});
