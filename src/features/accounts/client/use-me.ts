import { useEffect, useState } from 'react';
import { loadMe, onMeChange, type Me } from './me';

/**
 * The member as every island sees it: anonymous in the cached page's first render, then the one
 * GET /api/me answer of the page (only asked with the hint cookie), then every change (sign-out,
 * deletion) as it happens.
 */
export function useMe(): Me {
  const [me, setMe] = useState<Me>({ authenticated: false });
  useEffect(() => {
    let live = true;
    void loadMe().then((value) => live && setMe(value));
    const stop = onMeChange(setMe);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return me;
}
