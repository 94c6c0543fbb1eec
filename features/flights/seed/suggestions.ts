/** Suggested destinations of the airport picker (spec 3): codes per group; names come from the airport reference. */
export const SUGGESTION_GROUPS: Readonly<Record<'trending' | 'northern' | 'central' | 'southern', readonly string[]>> = {
  trending: ['SGN', 'HAN', 'DAD', 'PQC', 'CXR', 'DLI', 'BKK', 'SIN'],
  northern: ['HAN', 'HPH', 'DIN'],
  central: ['DAD', 'HUI', 'CXR', 'DLI', 'UIH', 'VII', 'BMV', 'VDH'],
  southern: ['SGN', 'PQC', 'VCA', 'VCS'],
};

/** The first few of each group are shown bold. */
export const BOLD_SUGGESTIONS = 3;
