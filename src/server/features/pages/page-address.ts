/**
 * Query parameters that only say where a visitor came from (campaign tags, the click ids of ads and of messengers'
 * link previews). No page reads them, so a page is the same with or without them.
 */
const TRACKING = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
]);

const isTracking = (name: string) => TRACKING.has(name.toLowerCase()) || /^utm_/i.test(name);

/**
 * The address a page is rendered and kept under: the one asked, less its tracking parameters (issue 22 §1, decision
 * 0059). A shared link carries a new click id for every visitor (`?fbclid=...`); without this each would be a page of
 * its own, rendered and kept again, and a popular item shared on a messenger would never come from the cache.
 */
export function pageAddress(url: string): URL {
  const address = new URL(url, 'http://localhost');
  for (const name of [...address.searchParams.keys()]) if (isTracking(name)) address.searchParams.delete(name);
  // URLSearchParams writes `+` for a space and `%2C` for a comma: the query is rewritten only when something went.
  if (address.searchParams.size === new URL(url, 'http://localhost').searchParams.size)
    return new URL(url, 'http://localhost');
  return address;
}
