import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { KYC_BACK_REQUIRED, KYC_DOCUMENT_TYPES, KYC_MAX_FILE_BYTES } from '@/shared/domain/verification';
import { defaultKycDocumentType } from '@/shared/domain/kyc-document-default';
import { kycFormSchema, type KycFileField, type KycResubmission } from '@/shared/schemas/kyc';
import type { PrivateUser } from '@/shared/schemas/users';
import { Button } from '@/client/components/ui/button';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useSubmitKyc } from '@/client/features/kyc/api/submit-kyc';
import { KycFileField as FileInput } from './kyc-file-field';

const TEXT_FIELDS = [
  'documentType',
  'documentNumber',
  'firstName',
  'lastName',
  'dateOfBirth',
  'nationality',
  'address',
  'city',
  'postalCode',
  'country',
  'phoneNumber',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Files = Record<KycFileField, File | null>;
type FileErrors = Partial<Record<KycFileField, string>>;

function fileProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!file.type.startsWith('image/')) return 'kyc.notAnImage';
  if (file.size > KYC_MAX_FILE_BYTES) return 'kyc.fileTooLarge';
  return undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 border-t border-gray-200 pt-5">
      <legend className="pr-2 text-base font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The first values: the rejected submission's text fields when there is one (issue 20 §5), else the profile's name and
 * phone with the spec's defaults. The document type is the one for the nationality (the ID card for a Pole) either way:
 * a rejected check most often failed on its document. The photos always start empty.
 */
function initialValues(user: PrivateUser, previous: KycResubmission['previous'], t: (key: string) => string) {
  const nationality = previous?.nationality ?? t('kyc.defaultNationality');
  return {
    documentType: defaultKycDocumentType(nationality),
    documentNumber: previous?.documentNumber ?? '',
    firstName: previous?.firstName ?? user.firstName ?? '',
    lastName: previous?.lastName ?? user.lastName ?? '',
    dateOfBirth: previous?.dateOfBirth ?? '',
    nationality,
    address: previous?.address ?? '',
    city: previous?.city ?? '',
    postalCode: previous?.postalCode ?? '',
    country: previous?.country ?? t('kyc.defaultCountry'),
    phoneNumber: previous?.phoneNumber ?? user.mobileNumber ?? '',
  };
}

/** The KYC form of spec 02 §2/§3: the document, personal data, address, three photos; sent with upload progress. */
export function KycForm({
  user,
  previous = null,
  onSubmitted,
}: {
  user: PrivateUser;
  /** The rejected submission being sent again, if any. */
  previous?: KycResubmission['previous'];
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const submit = useSubmitKyc(setProgress, () => {
    toast({ title: t('kyc.submittedTitle'), description: t('kyc.submitted') });
    onSubmitted();
  });
  const [files, setFiles] = useState<Files>({ documentFrontFile: null, documentBackFile: null, selfieFile: null });
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const { register, handleSubmit, control, setError, setValue, formState } = useForm({
    resolver: zodResolver(kycFormSchema()),
    defaultValues: initialValues(user, previous, t),
  });
  const documentType = useWatch({ control, name: 'documentType' });
  const nationality = useWatch({ control, name: 'nationality' });
  // Until the user picks a document type, it follows the nationality (ID card for a Pole, passport otherwise).
  const [typePicked, setTypePicked] = useState(false);
  useEffect(() => {
    if (!typePicked) setValue('documentType', defaultKycDocumentType(nationality));
  }, [nationality, typePicked, setValue]);
  const backShown = (KYC_BACK_REQUIRED as readonly string[]).includes(documentType ?? '');
  const err = (name: TextField) => formState.errors[name]?.message;

  const pick = (name: KycFileField) => (file: File | null) => {
    setFiles((f) => ({ ...f, [name]: file }));
    setFileErrors((e) => ({ ...e, [name]: fileProblem(file) }));
  };

  /** Missing photos give the spec's toast; a wrong type or size stays under its input. */
  const checkFiles = (): boolean => {
    const needed: KycFileField[] = [
      'documentFrontFile',
      'selfieFile',
      ...(backShown ? ['documentBackFile' as const] : []),
    ];
    const missing = needed.filter((n) => !files[n]);
    const errors: FileErrors = {};
    for (const n of needed) errors[n] = files[n] ? fileProblem(files[n]) : 'kyc.missingFilesDescription';
    setFileErrors(errors);
    if (missing.length > 0) {
      toast({
        variant: 'destructive',
        title: t('kyc.missingFilesTitle'),
        description: t('kyc.missingFilesDescription'),
      });
    }
    return Object.values(errors).every((e) => !e);
  };

  const onSubmit = handleSubmit(
    (fields) => {
      if (!checkFiles()) return;
      setProgress(0);
      const chosen = {
        documentFrontFile: files.documentFrontFile ?? undefined,
        selfieFile: files.selfieFile ?? undefined,
        ...(backShown ? { documentBackFile: files.documentBackFile ?? undefined } : {}),
      };
      submit.mutate(
        { fields, files: chosen },
        {
          onError: (e) => {
            applyServerFieldErrors(e, TEXT_FIELDS, setError);
            if (e instanceof ApiError && e.fields) {
              const fromServer: FileErrors = {};
              for (const [k, v] of Object.entries(e.fields)) if (k.endsWith('File')) fromServer[k as KycFileField] = v;
              setFileErrors((prev) => ({ ...prev, ...fromServer }));
            }
            toast({
              variant: 'destructive',
              title: t('kyc.submitFailedTitle'),
              description: errorMessage(e, t('kyc.submitFailed')),
            });
          },
        },
      );
    },
    () => void checkFiles(),
  );

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}, hint?: string) => {
    const id = `kyc-${name}`;
    return (
      <FormField
        id={id}
        label={label}
        error={err(name)}
        hint={hint ? <p className="text-sm text-gray-600">{hint}</p> : undefined}
      >
        <Input {...props} {...fieldAria(id, err(name))} {...register(name)} />
      </FormField>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" data-testid="kyc-form">
      <p className="text-sm text-gray-700">{t('kyc.intro')}</p>
      {previous && (
        <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-800" data-testid="kyc-prefilled">
          {t('kyc.prefilled')}
        </p>
      )}
      <Section title={t('kyc.sectionDocument')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="kyc-documentType" label={t('kyc.documentType')} error={err('documentType')}>
            <NativeSelect
              {...fieldAria('kyc-documentType', err('documentType'))}
              {...register('documentType', { onChange: () => setTypePicked(true) })}
            >
              {KYC_DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`kyc.documentTypes.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {text('documentNumber', t('kyc.documentNumber'), { autoComplete: 'off', autoCapitalize: 'characters' })}
        </div>
      </Section>
      <Section title={t('kyc.sectionPersonal')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstName', t('kyc.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('kyc.lastName'), { autoComplete: 'family-name' })}
          {text('dateOfBirth', t('kyc.dateOfBirth'), { type: 'date', autoComplete: 'bday' })}
          {text('nationality', t('kyc.nationality'))}
        </div>
      </Section>
      <Section title={t('kyc.sectionAddress')}>
        {text('address', t('kyc.address'), { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-3">
          {text('postalCode', t('kyc.postalCode'), { autoComplete: 'postal-code' })}
          {text('city', t('kyc.city'), { autoComplete: 'address-level2' })}
          {text('country', t('kyc.country'), { autoComplete: 'country-name' })}
        </div>
        {text('phoneNumber', t('kyc.phoneNumber'), { type: 'tel', autoComplete: 'tel' }, t('kyc.phoneHint'))}
      </Section>
      <Section title={t('kyc.sectionPhotos')}>
        <FileInput
          id="kyc-documentFrontFile"
          label={t('kyc.documentFront')}
          capture="environment"
          file={files.documentFrontFile}
          error={fileErrors.documentFrontFile}
          onChange={pick('documentFrontFile')}
        />
        {backShown && (
          <FileInput
            id="kyc-documentBackFile"
            label={t('kyc.documentBack')}
            capture="environment"
            file={files.documentBackFile}
            error={fileErrors.documentBackFile}
            onChange={pick('documentBackFile')}
          />
        )}
        <FileInput
          id="kyc-selfieFile"
          label={t('kyc.selfie')}
          hint={t('kyc.selfieHint')}
          capture="user"
          file={files.selfieFile}
          error={fileErrors.selfieFile}
          onChange={pick('selfieFile')}
        />
      </Section>
      {submit.isPending && (
        <div className="grid gap-1" data-testid="kyc-progress">
          <label htmlFor="kyc-progress" className="text-sm text-gray-700">
            {t('kyc.uploadProgress', { percent: progress })}
          </label>
          <progress id="kyc-progress" max={100} value={progress} className="h-2 w-full" />
        </div>
      )}
      <Button type="submit" disabled={submit.isPending} className="sm:justify-self-start">
        {submit.isPending ? t('kyc.submitting') : t('kyc.submit')}
      </Button>
    </form>
  );
}
