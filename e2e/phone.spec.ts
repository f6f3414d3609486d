import { expect, expectNoHorizontalOverflow, expectNoSeriousA11yViolations, test } from './fixtures';
import { expectToast, newActor } from './rental-helpers';
import { latestSmsCode, randomPolishMobile, shoot, wrongCode } from './verification-helpers';

test('phone verification page in Polish: send, a wrong code, the right code from the outbox, the verified card', async ({
  browser,
}) => {
  const { page } = await newActor(browser, 'pl', 'Tomasz', 'Telefon');
  await page.goto('/weryfikacja-telefonu');
  await expect(page.getByRole('heading', { level: 1, name: 'Weryfikacja telefonu' })).toBeVisible();
  const country = page.getByLabel('Numer kierunkowy');
  await expect(country).toHaveValue('+48');
  await expect(country.locator('option')).toHaveCount(12);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'phone-pl-step1');

  // The profile's number (given at sign-up) is filled in (issue 20 §5).
  const number = page.getByLabel('Numer telefonu komórkowego');
  await expect(number).toHaveValue('600100200');

  // Nothing typed: the spec's phoneRequired, from the shared schema.
  await number.fill('');
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByText('Numer telefonu jest wymagany')).toBeVisible();

  const digits = randomPolishMobile();
  await page.getByLabel('Numer telefonu komórkowego').fill(digits);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(page.getByTestId('phone-sent-to')).toContainText(`+48 ${digits}`);
  await expect(page.getByTestId('phone-expiry')).toContainText('Kod jest ważny 10 minut');
  const codeInput = page.getByLabel('Kod weryfikacyjny');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  const verify = page.getByRole('button', { name: 'Zweryfikuj', exact: true });
  await expect(verify).toBeDisabled();
  // Digits only, at most 6; verify is enabled at exactly 6.
  await codeInput.fill('12a45');
  await expect(codeInput).toHaveValue('1245');
  await expect(verify).toBeDisabled();
  await expect(page.getByRole('button', { name: /Nowy kod za \d+ s/ })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'phone-pl-step2');

  const code = await latestSmsCode(page, digits);
  await codeInput.fill(wrongCode(code));
  await expect(verify).toBeEnabled();
  await verify.click();
  await expect(page.locator('#phone-page-code-error')).toContainText(
    'Nieprawidłowy kod weryfikacyjny. Pozostałe próby: 2',
  );
  await expect(codeInput).toHaveValue('');
  await shoot(page, 'phone-pl-wrong-code');

  await codeInput.fill(code);
  await verify.click();
  await expectToast(page, 'Telefon zweryfikowany');
  await expect(page.getByTestId('phone-verified-card')).toBeVisible();
  await expect(page.getByText('Twój numer telefonu jest zweryfikowany')).toBeVisible();
  await expect(page.getByTestId('phone-verified-number')).toContainText(digits.slice(-3));
  await expect(page.getByRole('button', { name: 'Wróć' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'phone-pl-verified');

  // The current user followed (/api/auth/me): the profile shows the badge and no Verify button.
  await page.goto('/profil');
  await expect(page.getByTestId('profile-phone')).toContainText(digits.slice(-3));
  await expect(page.getByText('Zweryfikowany', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zweryfikuj' })).toHaveCount(0);
  await page.context().close();
});

test('the profile dialog in English at 375 px: prompt, change number, back, then verify', async ({ browser }) => {
  const { page } = await newActor(browser, 'en', 'Paula', 'Phone');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone number' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Send me a code' }).click();

  // The profile's number is filled in, in the dialog as on the page.
  await expect(dialog.getByLabel('Country code')).toHaveValue('+48');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('600100200');
  const digits = randomPolishMobile();
  await dialog.getByLabel('Mobile number').fill(digits);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByTestId('phone-sent-to')).toContainText(`+48 ${digits}`);
  await expect(dialog.getByText(/The code is valid for 10 minutes/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'phone-en-dialog-code');

  // Change number goes back to step 1 with the number kept; Back returns to the prompt.
  await dialog.getByRole('button', { name: 'Change number' }).click();
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(digits);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('button', { name: 'Send me a code' })).toBeVisible();

  // The same number again within 60 s: refused with the server's message (429, Retry-After).
  await dialog.getByRole('button', { name: 'Send me a code' }).click();
  await dialog.getByLabel('Mobile number').fill(digits);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByTestId('phone-send-error')).not.toBeEmpty();
  await shoot(page, 'phone-en-dialog-throttled');

  // Another number: its code, read from the outbox, verifies in the dialog, which then closes.
  const other = randomPolishMobile();
  await dialog.getByLabel('Mobile number').fill(other);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByTestId('phone-sent-to')).toContainText(`+48 ${other}`);
  const code = await latestSmsCode(page, other);
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('profile-phone')).toContainText(other.slice(-3));
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.goto('/phone-verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Phone verification' })).toBeVisible();
  await expect(page.getByText('Your phone number is verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'phone-en-verified');
  await page.context().close();
});

test('visitors get the login-required card on the phone and KYC pages, in both languages', async ({ page }) => {
  for (const [path, text] of [
    ['/weryfikacja-telefonu', 'Zaloguj się, aby zweryfikować numer telefonu.'],
    ['/phone-verification', 'Zaloguj się, aby zweryfikować numer telefonu.'],
    ['/weryfikacja-kyc', 'Zaloguj się, aby zweryfikować swoją tożsamość.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  }
  await page.getByRole('button', { name: 'EN' }).click();
  await page.goto('/kyc-verification');
  await expect(page.getByText('Log in to verify your identity.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
