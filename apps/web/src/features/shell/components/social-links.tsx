import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '../../../components/ui/icons';
import styles from './footer.module.css';

// spec/01 2.2 Footer: social media links (the store's own profiles).
const NETWORKS: ReadonlyArray<{ name: string; href: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }> = [
  { name: 'Facebook', href: 'https://www.facebook.com/labstore', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/labstore', Icon: InstagramIcon },
  { name: 'X', href: 'https://x.com/labstore', Icon: XIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/labstore', Icon: LinkedInIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@labstore', Icon: YouTubeIcon },
];

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <ul className={styles.social}>
      {NETWORKS.map(({ name, href, Icon }) => (
        <li key={name}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('footer.social', { network: name })}>
            <Icon width="22" height="22" />
          </a>
        </li>
      ))}
    </ul>
  );
}
