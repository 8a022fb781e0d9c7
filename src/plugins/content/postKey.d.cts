/** Types of ./postKey.cjs. */
export declare function postKey(sitePath: string): string;
