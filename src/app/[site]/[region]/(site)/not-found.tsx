import { NotFoundView } from '@/views/not-found/NotFoundView';

// Next adds the noindex robots meta to not-found responses itself.
export const metadata = { title: 'Page not found' };

export default function NotFound() {
  return <NotFoundView />;
}
