import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { ProfileAvatar } from './profile-avatar';

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

interface Props {
  /** A data URL (new photo), the current photo's URL, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  initials: string;
  name: string;
}

/** Choose a photo (an image under 5,000,000 bytes, checked here and again by the server), preview it, or remove it. */
export function PhotoField({ value, onChange, initials, name }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (input.current) input.current.value = '';
    if (file.size >= MAX_PHOTO_BYTES) {
      toast({
        variant: 'destructive',
        title: t('profile.fileTooLarge'),
        description: t('profile.fileTooLargeDescription'),
      });
      return;
    }
    if (!file.type.startsWith('image/')) {
      toast({ variant: 'destructive', title: t('common.error'), description: t('profile.notAnImage') });
      return;
    }
    try {
      onChange(await readAsDataUrl(file));
    } catch {
      toast({ variant: 'destructive', title: t('common.error'), description: t('profile.photoProcessFailed') });
    }
  }

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row">
      <ProfileAvatar photoUrl={value} initials={initials} name={t('profile.photoPreview', { name })} />
      <div className="flex flex-wrap justify-center gap-2">
        <input
          ref={input}
          id="profile-photo"
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('profile.photoLabel')}
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden />
          {value ? t('profile.changePhoto') : t('profile.addPhoto')}
        </Button>
        {value && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('profile.removePhoto')}
          </Button>
        )}
      </div>
    </div>
  );
}
