import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { localizedPath, type RouteName } from '@/client/lib/paths';

/** A titled list of footer links. */
export function FooterLinkGroup({
  title,
  links,
}: {
  title: string;
  links: readonly { route: RouteName; label: string }[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map(({ route, label }) => (
          <li key={route}>
            <Link
              to={localizedPath(route, i18n.language)}
              className="text-sm text-gray-300 hover:text-white hover:underline"
            >
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
