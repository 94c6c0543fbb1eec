'use client';

import { useState } from 'react';

/**
 * True from the first render where `open` is true on: a popup's code loads when it first opens and then
 * stays mounted, so it can animate closed and open again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
