/** Search limits, shared by the server, the results page and the search box. */
export const searchLimits = {
  /** A term counts once it has this many characters after trimming (spec: "over 1 character"). */
  minTermLength: 2,
  /** Longest q1 the results page accepts. */
  maxTermLength: 200,
  /** Longest q the suggest API accepts. */
  maxSuggestLength: 100,
  /** Words beyond this many are ignored; so are words longer than maxWordLength. */
  maxWords: 8,
  maxWordLength: 64,
  /** Spec: up to 10 suggestions. */
  suggestions: 10,
  resultsPerPage: 10,
  maxPage: 50,
  /** Indexed body text is cut here (PostgreSQL's tsvector is limited to 1 MB). */
  maxBodyChars: 100_000,
} as const;

/** Spec, validation rules and error catalogue: empty search, or no suggestions. */
export const invalidTermMessage = 'Please enter a valid search term.';
