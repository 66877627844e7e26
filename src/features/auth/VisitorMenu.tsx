import CirclePlay from 'lucide-react/icons/circle-play';
import Headset from 'lucide-react/icons/headset';
import House from 'lucide-react/icons/house';
import UserPlus from 'lucide-react/icons/user-plus';
import { useTranslation } from 'react-i18next';
import { BottomMenu } from '../../ui/BottomMenu';

export function VisitorMenu() {
  const { t } = useTranslation();
  return (
    <BottomMenu
      label={t('menu.label')}
      items={[
        { href: '/login', label: t('menu.home'), icon: <House size={22} /> },
        { href: '/register', label: t('menu.register'), icon: <UserPlus size={22} /> },
        { href: '/howto', label: t('menu.howto'), icon: <CirclePlay size={22} /> },
        { href: '/contact', label: t('menu.contact'), icon: <Headset size={22} /> },
      ]}
    />
  );
}
