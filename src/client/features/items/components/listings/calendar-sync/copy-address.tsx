import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/** How long "Copied" stays. */
const COPIED_MS = 4000;
const FIELD_ID = 'ical-feed-url';

/**
 * The feed's address in a read-only field anyone can select, and a copy button: the clipboard when the browser
 * allows it ("Copied" for a moment), else the address is selected with a word on how to copy it by hand.
 */
export function CopyAddress({ url }: { url: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      const field = document.getElementById(FIELD_ID) as HTMLInputElement | null;
      field?.focus();
      field?.select();
      setState('manual');
    }
  };

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={FIELD_ID}>{t('owner.calendarSync.export.address')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={FIELD_ID}
          readOnly
          value={url}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 font-mono text-xs"
        />
        <Button type="button" variant="outline" className="shrink-0" onClick={() => void copy()}>
          {state === 'copied' ? (
            <Check className="h-4 w-4 text-green-700" aria-hidden />
          ) : (
            <Copy className="h-4 w-4" aria-hidden />
          )}
          {t('owner.calendarSync.export.copy')}
        </Button>
      </div>
      <p role="status" className="text-sm" data-testid="ical-copy-status">
        {state === 'copied' && (
          <span className="font-medium text-green-800">{t('owner.calendarSync.export.copied')}</span>
        )}
        {state === 'manual' && <span className="text-gray-800">{t('owner.calendarSync.export.copyFallback')}</span>}
      </p>
    </div>
  );
}
