/** A LIKE pattern matching values that start with `text` taken literally (% _ and \ escaped). */
export const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
