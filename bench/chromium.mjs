// Debian's Chromium as the benchmarks that drive a browser start it (CHROMIUM_PATH for another):
// no sandbox (root in a container), no GPU, nothing fetched from the network of its own.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
