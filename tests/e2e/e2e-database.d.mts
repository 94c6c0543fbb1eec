export type E2eDatabase = { kind: 'postgres'; name: string; adminUrl: string; url: string } | { kind: 'pglite'; dataDir: string };
export function e2eDatabase(): E2eDatabase;
