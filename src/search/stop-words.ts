// English function words dropped from the index and from queries: they match everything and rank nothing.

/** Folded, unstemmed stop words. Kept short on purpose: words like `not`, `use` or `new` stay out of it
 *  only when they carry meaning in architecture questions, so the list errs on the side of fewer. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'again', 'against', 'all', 'am', 'an', 'and', 'any', 'are', 'as', 'at',
  'be', 'because', 'been', 'before', 'being', 'below', 'between', 'both', 'but', 'by',
  'can', 'could', 'did', 'do', 'does', 'doing', 'dont', 'down', 'during',
  'each', 'either', 'else', 'etc', 'ever', 'every', 'few', 'for', 'from', 'further',
  'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how',
  'i', 'id', 'ie', 'if', 'im', 'in', 'into', 'is', 'it', 'its', 'itself', 'ive',
  'just', 'let', 'lets', 'may', 'me', 'might', 'more', 'most', 'much', 'must', 'my', 'myself',
  'no', 'nor', 'not', 'now', 'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours', 'ourselves',
  'out', 'over', 'own', 'same', 'shall', 'she', 'should', 'so', 'some', 'such',
  'than', 'that', 'the', 'their', 'theirs', 'them', 'themselves', 'then', 'there', 'these', 'they',
  'this', 'those', 'through', 'thus', 'to', 'too', 'under', 'until', 'up', 'upon', 'us',
  'very', 'via', 'was', 'we', 'were', 'what', 'when', 'where', 'whether', 'which', 'while', 'who', 'whom',
  'why', 'will', 'with', 'within', 'without', 'would', 'yet', 'you', 'your', 'yours', 'yourself', 'yourselves',
  'eg', 'also', 'like', 'whats', 'wed', 'well', 'youre', 'theyre', 'isnt', 'arent', 'doesnt', 'cant', 'wont',
]);
