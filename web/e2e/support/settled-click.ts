import { expect, type Locator } from '@playwright/test';

/**
 * Clicks an element once it has stopped moving. Cards and the footer skip rendering until they come near
 * the viewport (below-the-fold.css) and are then drawn at their real height instead of the estimate; after
 * Playwright's jump to an element below them, that can move the element between the press and the
 * release, and the click lands on the page instead. A visitor's scroll draws them before they are seen.
 */
export async function clickWhenSettled(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await target.boundingBox());
        const settled = box === last;
        last = box;
        return settled;
      },
      { intervals: [150] },
    )
    .toBe(true);
  await target.click();
}
