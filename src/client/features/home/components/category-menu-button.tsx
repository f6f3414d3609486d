import { ChevronDown } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button, type ButtonProps } from '@/client/components/ui/button';

/** The category menu's button: the same one stands in while the menu's code loads (category-dropdown.tsx). */
export function CategoryMenuButton(props: ButtonProps) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" className="w-full justify-between sm:w-64" {...props}>
      {t('home.categories.choose')}
      <ChevronDown className="h-4 w-4" aria-hidden />
    </Button>
  );
}
