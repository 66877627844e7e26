/** tests/model/words.mjs: what the member sees in each state and does for each event, by machine. */
type Phrase = string | ((data: Record<string, unknown>) => string);
interface Start {
  persona: string | null;
  page: string;
  what: string;
}
export declare const SEES: Record<string, Record<string, string>>;
export declare const DOES: Record<string, Record<string, Phrase>>;
export declare const FIELDS: Record<string, Record<string, string>>;
export declare const CALLS: Record<string, Record<string, string>>;
/** What a call's answer means for the member (a phrase of the answer). */
export declare const ANSWERS: Record<string, Record<string, string | ((answer: unknown) => string)>>;
/** What the member notices when a delay runs out, by the delay's name or ms. */
export declare const AFTER: Record<string, Record<string, string>>;
export declare const OWN: Record<string, Record<string, { done: string; error: string; refused?: string }>>;
export declare const MESSAGES: Record<string, Record<string, string>>;
export declare const PEOPLE: Record<string, string>;
export declare const STARTS: Record<string, Start & { groups?: Record<string, string | null | Partial<Start>> }>;
