// React renders a page to a stream by encoding every piece of markup (a tag, an attribute name, a
// value) with TextEncoder.encode on its own: thousands of calls per page, each a call into the
// runtime and an allocation outside the JavaScript heap. Most pieces are a few ASCII characters, which
// UTF-8 writes byte for byte: those are encoded here in JavaScript; anything else (a character above
// ASCII, a long text) still goes to the runtime's encoder. The bytes are the same either way
// (short-text-encoding.test.ts). Installed once, by the Worker's entry.

/** Longer texts are left to the runtime, which encodes them faster than a loop. */
const SHORT = 128;

export function installShortTextEncoding(prototype: TextEncoder = TextEncoder.prototype): void {
  const runtimeEncode = prototype.encode;
  if ((runtimeEncode as { short?: true }).short) return;
  const encode = function (this: TextEncoder, input: string = '') {
    if (typeof input !== 'string' || input.length > SHORT) return runtimeEncode.call(this, input);
    const bytes = new Uint8Array(input.length);
    for (let i = 0; i < input.length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return runtimeEncode.call(this, input);
      bytes[i] = code;
    }
    return bytes;
  };
  prototype.encode = Object.assign(encode, { short: true as const });
}
