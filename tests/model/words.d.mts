/** tests/model/words.mjs: what the member sees in each state and does for each event, by machine. */
export declare const SEES: Record<string, Record<string, string>>;
export declare const DOES: Record<string, Record<string, string>>;
