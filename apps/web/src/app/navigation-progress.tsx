import { useNavigation } from 'react-router';
import { ProgressBar } from '../components/progress-bar';
import { useMessages } from '../i18n';
import { appMessages } from './messages';

/** The bar across the top while a page's code is loading. */
export function PageLoadingBar() {
  const t = useMessages(appMessages);
  return <ProgressBar label={t('loadingPage')} />;
}

/** Shown while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <PageLoadingBar />;
}
