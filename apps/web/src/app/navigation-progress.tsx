import { useNavigation } from 'react-router';
import { ProgressBar } from '../components/progress-bar';

/** Shown while the next page's code is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <ProgressBar label="Loading page" />;
}
