import { useTranslation } from 'react-i18next';
import { BottomMenu } from '../../ui/BottomMenu';

export function VisitorMenu() {
  const { t } = useTranslation();
  return (
    <BottomMenu
      label={t('menu.label')}
      items={[
        { href: '/login', label: t('menu.home'), icon: '⌂' },
        { href: '/register', label: t('menu.register'), icon: '✎' },
        { href: '/howto', label: t('menu.howto'), icon: '▶' },
        { href: '/contact', label: t('menu.contact'), icon: '☏' },
      ]}
    />
  );
}
