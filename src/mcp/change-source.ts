// What open change streams watch: a version token per list a client may cache. A new build
// changes the resource list (documents) and the prompts (they embed documents and ADR numbers);
// the tool list only changes with a deploy, which ends every stream anyway.
import { getBundle } from '../storage/bundle-loader';

/** Version tokens of the lists clients cache; a changed token is announced as that list's list_changed. */
export interface ListVersions {
  tools: string;
  prompts: string;
  resources: string;
}

/** Something whose changes open streams announce. */
export interface ChangeSource {
  /** How often each open stream asks for the versions. */
  pollMs: number;
  /** The current versions; undefined when they cannot be known now (the stream asks again later). */
  versions(env: Env): Promise<ListVersions | undefined>;
}

/**
 * The served build. Streams ask every second, but the isolate re-reads the `current` pointer at
 * most every 10 s, so a new build is announced within about 11 s of its publication.
 */
export const buildChanges: ChangeSource = {
  pollMs: 1_000,
  async versions(env) {
    try {
      const { buildId } = await getBundle(env.BUNDLES);
      return { tools: '', prompts: buildId, resources: buildId };
    } catch {
      return undefined;
    }
  },
};

/** Both sources: a list changed when either one's token for it did. */
export function combineChanges(a: ChangeSource, b: ChangeSource | undefined): ChangeSource {
  if (!b) return a;
  return {
    pollMs: Math.min(a.pollMs, b.pollMs),
    async versions(env) {
      const [x, y] = await Promise.all([a.versions(env), b.versions(env)]);
      if (!x || !y) return undefined;
      return { tools: `${x.tools}|${y.tools}`, prompts: `${x.prompts}|${y.prompts}`, resources: `${x.resources}|${y.resources}` };
    },
  };
}
