import { useSearchParams } from 'react-router';
import { useSession } from '@/core/session/session-context';
import { LiveScreen } from '../components/live-screen';
import { screenStoreOf } from '../screen-store';

/** /common/screen_data/index: the data screen alone in the window (the screen frame), scaled to fit it — for a wall display. */
export function ScreenFullPage() {
  const { stores } = useSession();
  const [params] = useSearchParams();
  return <LiveScreen storeId={screenStoreOf(params, stores)} fill />;
}
