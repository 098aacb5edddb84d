import { AppError, Status } from '@vestibule/contract';

/*
 * JSON bodies as every call reads them. Whatever walks a body afterwards
 * (userid checks, schemas, the NUL check) recurses into it, so nesting is
 * bounded here, before the text becomes a value: no call's body nests
 * beyond a handful of levels.
 */

const maxJsonDepth = 64;

/** The body's value; an empty body is an empty object. Anything unreadable throws 400. */
export function parseJsonBody(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return {};
  if (nestsDeeperThan(trimmed, maxJsonDepth)) {
    throw new AppError(Status.unreadableBody, `Unreadable request body: it nests too deeply (more than ${maxJsonDepth} levels)`);
  }
  try {
    return JSON.parse(trimmed);
  } catch {
    throw new AppError(Status.unreadableBody, 'Unreadable request body: not valid JSON');
  }
}

const quote = 0x22;
const backslash = 0x5c;
const [openArray, closeArray, openObject, closeObject] = [0x5b, 0x5d, 0x7b, 0x7d];

/** One pass over the text counting open brackets outside strings; text that is not JSON fails JSON.parse after. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === backslash) index++;
      else if (char === quote) inString = false;
    } else if (char === quote) {
      inString = true;
    } else if (char === openArray || char === openObject) {
      if (++depth > limit) return true;
    } else if (char === closeArray || char === closeObject) {
      depth--;
    }
  }
  return false;
}
