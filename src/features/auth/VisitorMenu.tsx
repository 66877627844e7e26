import { __iconData as circlePlay } from 'lucide-react/icons/circle-play';
import { __iconData as headset } from 'lucide-react/icons/headset';
import { __iconData as house } from 'lucide-react/icons/house';
import { __iconData as userPlus } from 'lucide-react/icons/user-plus';
import { useTranslation } from 'react-i18next';
import { BottomMenu } from '../../ui/BottomMenu';

export function VisitorMenu() {
  const { t } = useTranslation();
  return (
    <BottomMenu
      label={t('menu.label')}
      items={[
        { href: '/login', label: t('menu.home'), icon: house },
        { href: '/register', label: t('menu.register'), icon: userPlus },
        { href: '/howto', label: t('menu.howto'), icon: circlePlay },
        { href: '/contact', label: t('menu.contact'), icon: headset },
      ]}
    />
  );
}
