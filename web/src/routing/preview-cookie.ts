import { cookies, draftMode } from 'next/headers';

/** Next's draft-mode cookie (its `__prerender_bypass`). */
const DRAFT_COOKIE = '__prerender_bypass';

/**
 * Draft mode on or off, its cookie partitioned (CHIPS). The admin shows the preview in a frame: when
 * the admin's address and the site are different sites (admin at 127.0.0.1, site at localhost, or two
 * domains), the cookie is a third-party one and browsers that block those drop Next's plain cookie, so
 * the frame showed the published page. A partitioned cookie is kept for that frame under the admin's
 * site (and works the same in a tab of its own). It must be Secure: browsers accept that over http on
 * localhost and loopback addresses, and production is https.
 */
export async function setDraftMode(on: boolean): Promise<void> {
  const mode = await draftMode();
  if (on) mode.enable();
  else mode.disable();
  const jar = await cookies();
  const value = jar.get(DRAFT_COOKIE)?.value ?? '';
  jar.set({
    name: DRAFT_COOKIE,
    value,
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    partitioned: true,
    path: '/',
    ...(on ? {} : { expires: new Date(0) }),
  });
}
