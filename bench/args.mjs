/** The value after `--name` on the command line, or `fallback` when it is not given. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
};
