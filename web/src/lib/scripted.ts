import { useEffect, useState } from 'react';

/**
 * False while the page is the server's HTML (and on the server), true once the script runs: a
 * control that only the script can do (draw an image, copy to the clipboard) is shown from then
 * on, never as a button that does nothing (decision 35).
 */
export function useScripted() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}
