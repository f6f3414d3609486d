import type { ErrorCode } from '../errors';
import type { Language } from '../constants/limits';

/**
 * Texts that both the server and the browser need: validation messages of the shared zod schemas
 * (whose `message` is a key below) and the API error messages. The client merges these into its
 * i18next resources; the server translates with `translate()`. Texts quoted by the spec are kept exactly.
 */
const pl = {
  validation: {
    passwordMin: 'Hasło musi mieć co najmniej 8 znaków',
    passwordComplexity: 'Hasło musi zawierać: dużą literę, małą literę, cyfrę i znak specjalny',
    passwordRequired: 'Hasło jest wymagane',
    passwordTooLong: 'Hasło może mieć najwyżej 128 znaków',
    loginEmail: 'Nieprawidłowy adres email',
    email: 'Nieprawidłowy email',
    firstNameRequired: 'Imię jest wymagane',
    lastNameRequired: 'Nazwisko jest wymagane',
    phoneRequired: 'Numer telefonu jest wymagany',
    phoneInvalid: 'Nieprawidłowy numer telefonu',
    passwordsMustMatch: 'Hasła muszą być zgodne',
    confirmRequired: 'Potwierdzenie hasła jest wymagane',
    passwordsDoNotMatch: 'Hasła nie są zgodne',
    tokenRequired: 'Token jest wymagany',
    allFieldsRequired: 'Wszystkie pola są wymagane',
    nameRequired: 'Imię i nazwisko jest wymagane',
    subjectRequired: 'Wybierz temat',
    messageRequired: 'Wiadomość jest wymagana',
    tooLong: 'Tekst jest za długi',
    invalidPhoto: 'Zdjęcie musi być obrazem przesłanym jako data URL',
    invalidValue: 'Nieprawidłowa wartość',
    required: 'To pole jest wymagane',
  },
  errors: {
    VALIDATION_FAILED: 'Popraw zaznaczone pola',
    BAD_REQUEST: 'Nieprawidłowe żądanie',
    UNAUTHENTICATED: 'Musisz się zalogować',
    FORBIDDEN: 'Brak uprawnień do tej operacji',
    CROSS_SITE_REQUEST: 'Żądanie z innej witryny zostało odrzucone',
    NOT_FOUND: 'Nie znaleziono',
    EMAIL_TAKEN: 'Konto z tym adresem email już istnieje',
    USERNAME_TAKEN: 'Ta nazwa użytkownika jest już zajęta',
    INVALID_CREDENTIALS: 'Nieprawidłowy email lub hasło',
    RATE_LIMITED: 'Zbyt wiele nieudanych prób. Spróbuj ponownie za {{seconds}} s',
    INVALID_TOKEN: 'Invalid token: link jest nieprawidłowy lub wygasł',
    PASSWORD_REUSED: 'Nowe hasło nie może być takie samo jak poprzednie',
    INVALID_IMAGE: 'Plik nie jest obsługiwanym obrazem',
    PAYLOAD_TOO_LARGE: 'Przesłane dane są za duże',
    UNSUPPORTED_MEDIA_TYPE: 'Nieobsługiwany format danych',
    CONFLICT: 'Operacja koliduje z aktualnym stanem',
    INTERNAL: 'Wystąpił błąd serwera. Spróbuj ponownie później',
  } satisfies Record<ErrorCode, string>,
  messages: {
    resetEmailSent: 'Jeśli konto z tym adresem istnieje, wysłaliśmy na nie link do zmiany hasła.',
    passwordChanged: 'Hasło zostało zmienione. Możesz się zalogować.',
    contactReceived: 'Dziękujemy! Odpowiemy w ciągu 24 godzin.',
  },
};

type Dictionary = typeof pl;

const en: Dictionary = {
  validation: {
    passwordMin: 'Password must be at least 8 characters',
    passwordComplexity: 'Password must contain: uppercase letter, lowercase letter, number and special character',
    passwordRequired: 'Password is required',
    passwordTooLong: 'Password can be at most 128 characters',
    loginEmail: 'Invalid email address',
    email: 'Invalid email',
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Invalid phone number',
    passwordsMustMatch: 'Passwords must match',
    confirmRequired: 'Password confirmation is required',
    passwordsDoNotMatch: 'Passwords do not match',
    tokenRequired: 'Token is required',
    allFieldsRequired: 'All fields are required',
    nameRequired: 'Name is required',
    subjectRequired: 'Choose a subject',
    messageRequired: 'Message is required',
    tooLong: 'The text is too long',
    invalidPhoto: 'The photo must be an image sent as a data URL',
    invalidValue: 'Invalid value',
    required: 'This field is required',
  },
  errors: {
    VALIDATION_FAILED: 'Please correct the marked fields',
    BAD_REQUEST: 'Bad request',
    UNAUTHENTICATED: 'You need to log in',
    FORBIDDEN: 'You are not allowed to do this',
    CROSS_SITE_REQUEST: 'Cross-site request refused',
    NOT_FOUND: 'Not found',
    EMAIL_TAKEN: 'An account with this email already exists',
    USERNAME_TAKEN: 'This username is already taken',
    INVALID_CREDENTIALS: 'Invalid email or password',
    RATE_LIMITED: 'Too many failed attempts. Try again in {{seconds}} s',
    INVALID_TOKEN: 'Invalid token: the link is invalid or has expired',
    PASSWORD_REUSED: 'New password cannot be the same as your previous password',
    INVALID_IMAGE: 'The file is not a supported image',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    CONFLICT: 'The operation conflicts with the current state',
    INTERNAL: 'Something went wrong on our side. Please try again later',
  },
  messages: {
    resetEmailSent: 'If an account with this address exists, we have sent it a link to change the password.',
    passwordChanged: 'Your password has been changed. You can log in now.',
    contactReceived: 'Thank you! We will reply within 24 hours.',
  },
};

export const sharedMessages: Record<Language, Dictionary> = { pl, en };

/** Looks up `a.b` in the shared dictionary; unknown keys come back unchanged. */
export function translate(lang: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, name] = key.split('.', 2) as [keyof Dictionary, string];
  const group = sharedMessages[lang][ns] as Record<string, string> | undefined;
  const text = group?.[name];
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v] ?? ''));
}
