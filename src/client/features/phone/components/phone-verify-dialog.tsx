import { ArrowLeft, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PhoneVerificationFlow } from '@/client/features/phone/components/phone-verification-flow';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';

/** The profile's Verify button (spec 02 §2): a prompt, then the page's flow, with a back button to the prompt. */
export function PhoneVerifyDialog({ mobileNumber }: { mobileNumber: string | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [started, setStarted] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setStarted(false);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t('phone.verifyButton')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('phone.dialogTitle')}</DialogTitle>
          <DialogDescription>{t('phone.dialogPrompt')}</DialogDescription>
        </DialogHeader>
        {started ? (
          <div className="grid gap-4">
            <PhoneVerificationFlow
              idPrefix="phone-dialog"
              intro={false}
              mobileNumber={mobileNumber}
              onVerified={() => setOpen(false)}
            />
            <Button variant="ghost" className="justify-self-start" onClick={() => setStarted(false)}>
              <ArrowLeft className="h-4 w-4" aria-hidden />
              {t('phone.back')}
            </Button>
          </div>
        ) : (
          <Button className="justify-self-start" onClick={() => setStarted(true)}>
            <Smartphone className="h-4 w-4" aria-hidden />
            {t('phone.start')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
