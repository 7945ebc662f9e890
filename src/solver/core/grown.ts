/** Typed arrays that grow as entries come. */

/** A new array of `length` entries (at least as many as `array` has) that begins with `array`. */
export function grown<T extends Float64Array | Int32Array | Uint8Array>(
  array: T,
  length: number,
): T {
  const bigger = new (array.constructor as new (length: number) => T)(length);
  bigger.set(array);
  return bigger;
}
