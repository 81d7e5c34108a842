const REGEX_FLAG = /[dgimsuyv]/;
/** Where a `/regex/` argument may begin: at the start, or after `name:` or a comma. */
const ARGUMENT_START = /(^|[:,])\s*$/;

/**
 * The index just past a `/source/flags` literal opening at `start`, or -1
 * when no closing slash is followed by the end, a comma or a pipe.
 */
function regexEnd(input: string, start: number): number {
  for (let i = start + 1; i < input.length; i++) {
    if (input[i] === '\\') {
      i++;
      continue;
    }
    if (input[i] !== '/') continue;
    let end = i + 1;
    while (end < input.length && REGEX_FLAG.test(input.charAt(end))) end++;
    const next = input.slice(end).trimStart().charAt(0);
    if (next === '' || next === ',' || next === '|') return end;
  }
  return -1;
}

/**
 * Splits on a separator like String#split, except inside an argument written
 * as a regex literal, so `matches:/^(a|b){2,3}$/` stays one argument.
 */
export function splitOutsideRegex(input: string, separator: '|' | ','): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const char = input.charAt(i);
    const end = char === '/' && ARGUMENT_START.test(current) ? regexEnd(input, i) : -1;
    if (end > 0) {
      current += input.slice(i, end);
      i = end - 1;
    } else if (char === separator) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}
