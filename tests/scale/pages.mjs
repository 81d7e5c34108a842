// A page as a visitor's request gets it, directly from a site process or through nginx.

/** The answer's status, cache states (the site's x-nextjs-cache, nginx's X-Cache-Status) and Cache-Control, redirect, cookies set, HTML and <h1>. */
export async function fetchPage(base, pathname, { headers = {}, method = 'GET', body } = {}) {
  const response = await fetch(base + pathname, { method, headers, body, redirect: 'manual' });
  const html = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('x-nextjs-cache'),
    proxyCache: response.headers.get('x-cache-status'),
    cacheControl: response.headers.get('cache-control'),
    location: response.headers.get('location'),
    cookies: response.headers.getSetCookie().map(cookieOf),
    html,
    title: /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1],
  };
}

/** A Set-Cookie header's name, value and attributes, attribute names and SameSite in lower case; Expires left out (Max-Age says it). */
function cookieOf(header) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const cookie = { cookie: pair };
  for (const attribute of attributes) {
    const [name, value = true] = attribute.split('=');
    if (name.toLowerCase() !== 'expires') cookie[name.toLowerCase()] = name.toLowerCase() === 'samesite' ? value.toLowerCase() : value;
  }
  return cookie;
}
