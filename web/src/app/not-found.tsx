import { getCurrentRoute } from '@/routing/context';
import { NotFoundScreen } from '@/screens/not-found-screen';

/** Unknown paths (and listings that do not exist or left the feed): the 404 screen, with status 404. */
export default async function NotFound() {
  const { route } = await getCurrentRoute();
  return <NotFoundScreen route={route} />;
}
