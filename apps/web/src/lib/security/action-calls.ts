/**
 * Whether a server action call is one React and Next can decode. They answer a call they cannot
 * decode with a 500 of their own (a body that is no JSON, a reference to a part the body does not
 * have, arguments that are no list), where it is the caller's error: the proxy answers it 400.
 *
 * A call's arguments come in React's reply format (react-server-dom's parseModelString): JSON in
 * which a string starting with `$` is a special value, or a reference to another part of the
 * body by its hexadecimal id. The site's forms send a list of plain values and one FormData
 * (`$K`); references to other parts are taken when the part is there and well formed too.
 */

/** A part of the body by its id: its text, a file, or null when the body has none. */
type Parts = (id: number) => FormDataEntryValue | null;

/** Next's limit on an action's arguments. */
const MAX_ARGUMENTS = 1000;
/** Deeper than any form's state; React walks the value recursively. */
const MAX_DEPTH = 32;

// Values that stand alone: an escaped `$`, undefined, ±Infinity, -0, NaN, a date, a FormData's
// fields (by prefix; none is fine), a BigInt of at most 300 digits.
const SELF_CONTAINED = /^\$(?:\$|[uIN\-DH]|K|n-?\d{1,300}$)/;
// A promise, Map, Set or iterator in another part, or another part itself (with a path into it).
const PART_REFERENCE = /^\$([@QWi]?)([0-9a-f]+)((?::[^:]+)*)$/;
// A Blob or typed array: a file part.
const FILE_REFERENCE = /^\$[BAOoUSsLlGgMmV]([0-9a-f]+)$/;

const parse = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** The value at `path` inside a part's JSON, without passing through another reference. */
function atPath(value: unknown, path: string[]): boolean {
  let at = value;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return false;
    at = (at as Record<string, unknown>)[key];
    if (typeof at === 'string' && at.startsWith('$')) return false;
  }
  return true;
}

/**
 * Whether `value` (parsed JSON) decodes: every `$` string is a value React knows, or a reference to
 * a part of `parts` that is there and decodes as well. Walked without recursion, to a fixed depth.
 */
function decodes(value: unknown, parts: Parts, checked: Set<number>): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (depth > MAX_DEPTH) return false;
    if (typeof item === 'string') {
      if (!item.startsWith('$') || SELF_CONTAINED.test(item)) continue;
      const file = FILE_REFERENCE.exec(item);
      if (file) {
        if (!(parts(parseInt(file[1]!, 16)) instanceof Blob)) return false;
        continue;
      }
      const reference = PART_REFERENCE.exec(item);
      if (!reference) return false;
      const id = parseInt(reference[2]!, 16);
      const part = parts(id);
      if (typeof part !== 'string') return false;
      const parsed = parse(part);
      if (!parsed.ok || !atPath(parsed.value, reference[3]!.split(':').slice(1))) return false;
      if (!checked.has(id)) {
        checked.add(id);
        stack.push([parsed.value, depth + 1]);
      }
    } else if (typeof item === 'object' && item !== null) {
      for (const child of Object.values(item)) stack.push([child, depth + 1]);
    }
  }
  return true;
}

/** An action's arguments: a list (no more than Next takes) whose every value decodes. */
function decodesAsArguments(root: unknown, parts: Parts): boolean {
  return Array.isArray(root) && root.length <= MAX_ARGUMENTS && decodes(root, parts, new Set([0]));
}

/** A call from the browser's script (a `Next-Action` header) whose body is text: its arguments as JSON. */
export function readableTextCall(body: string): boolean {
  const root = parse(body);
  return root.ok && decodesAsArguments(root.value, () => null);
}

/** A form body: a call from the browser's script (`fetch`), or a form sent without JavaScript. */
export function readableFormCall(form: FormData, fetch: boolean): boolean {
  if (fetch) {
    const root = form.get('0');
    const parsed = typeof root === 'string' ? parse(root) : { ok: false as const };
    return parsed.ok && decodesAsArguments(parsed.value, (id) => form.get(String(id)));
  }
  // Without JavaScript, a bound action names itself and its bound arguments in `$ACTION_<n>:` parts.
  for (const key of form.keys()) {
    if (!key.startsWith('$ACTION_REF_')) continue;
    const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
    const parts: Parts = (id) => form.get(`${prefix}${id}`);
    const meta = parse(String(parts(0) ?? ''));
    if (!meta.ok || typeof meta.value !== 'object' || meta.value === null) return false;
    // `bound` is null or the list; without it, React's form state reads the length of nothing.
    const { bound } = meta.value as { bound?: unknown };
    if (bound === null) continue;
    const list = typeof bound === 'string' ? PART_REFERENCE.exec(bound) : null;
    const listed = list ? parse(String(parts(parseInt(list[2]!, 16)) ?? '')) : { ok: true as const, value: bound };
    if (!listed.ok || !decodesAsArguments(listed.value, parts) || !decodes(meta.value, parts, new Set([0]))) return false;
  }
  return true;
}
