/** Types of ./writeFileAtomic.cjs. */
export declare function writeFileAtomic(
  file: string,
  data: string | NodeJS.ArrayBufferView,
): Promise<void>;
