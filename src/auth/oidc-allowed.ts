// OIDC_ALLOWED: who, among the people the organisation's identity provider signs in, may use this
// server. A comma list of rules; a person is allowed when any rule matches their ID token:
//   domain:example.com        an email address at that domain (or a subdomain) the provider
//                             marks verified (email_verified: true)
//   group:architects          that value in the groups claim (OIDC_GROUPS_CLAIM, default "groups")
//   hd=example.com            any other claim with exactly that value (Google's hd, Entra's tid)
//   *                         everyone the provider signs in
// An empty rule allows nobody, so a half-configured deployment fails closed.

/** One parsed rule. */
type AllowRule = { kind: 'any' } | { kind: 'domain'; domain: string } | { kind: 'group'; group: string } | { kind: 'claim'; claim: string; value: string };

/** The parsed rule set, or the problem with it (naming the rule, never a secret). */
export type AllowPolicy = { rules: AllowRule[]; groupsClaim: string } | { problem: string };

const CLAIM_NAME = /^[A-Za-z0-9_:.\-/]{1,100}$/;

function parseRule(text: string): AllowRule | string {
  if (text === '*') return { kind: 'any' };
  if (text.startsWith('domain:')) {
    const domain = text.slice('domain:'.length).toLowerCase().replace(/^@/, '');
    return /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? { kind: 'domain', domain } : `OIDC_ALLOWED: "${text.slice(0, 60)}" is not a domain`;
  }
  if (text.startsWith('group:')) {
    const group = text.slice('group:'.length);
    return group ? { kind: 'group', group } : 'OIDC_ALLOWED: "group:" needs a group name';
  }
  const eq = text.indexOf('=');
  if (eq > 0 && CLAIM_NAME.test(text.slice(0, eq)) && eq < text.length - 1) return { kind: 'claim', claim: text.slice(0, eq), value: text.slice(eq + 1) };
  return `OIDC_ALLOWED: "${text.slice(0, 60)}" is not domain:<domain>, group:<name>, <claim>=<value> or *`;
}

/** Parses OIDC_ALLOWED (and OIDC_GROUPS_CLAIM). */
export function parseAllowPolicy(allowed: string | undefined, groupsClaim: string | undefined): AllowPolicy {
  const texts = (allowed ?? '').split(',').map((t) => t.trim()).filter(Boolean);
  if (texts.length === 0) return { problem: 'OIDC_ALLOWED is empty: set domain:<your domain>, group:<name>, <claim>=<value> or *' };
  const rules: AllowRule[] = [];
  for (const text of texts) {
    const rule = parseRule(text);
    if (typeof rule === 'string') return { problem: rule };
    rules.push(rule);
  }
  const claim = (groupsClaim ?? '').trim() || 'groups';
  if (!CLAIM_NAME.test(claim)) return { problem: 'OIDC_GROUPS_CLAIM is not a claim name' };
  return { rules, groupsClaim: claim };
}

function emailDomain(claims: Record<string, unknown>): string | undefined {
  // Only an address the provider vouches for proves anything about the domain: where the claim is
  // missing the email may be one the person typed in (Entra ID's is editable; rule on `tid` there).
  if (claims.email_verified !== true && claims.email_verified !== 'true') return undefined;
  const email = claims.email;
  if (typeof email !== 'string') return undefined;
  const at = email.lastIndexOf('@');
  return at > 0 ? email.slice(at + 1).toLowerCase() : undefined;
}

function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** Whether the ID token's claims satisfy any rule of the policy. */
export function isAllowed(policy: { rules: AllowRule[]; groupsClaim: string }, claims: Record<string, unknown>): boolean {
  const domain = emailDomain(claims);
  return policy.rules.some((rule) => {
    switch (rule.kind) {
      case 'any':
        return true;
      case 'domain':
        return domain !== undefined && (domain === rule.domain || domain.endsWith(`.${rule.domain}`));
      case 'group':
        return claimValues(claims[policy.groupsClaim]).includes(rule.group);
      case 'claim':
        return claimValues(claims[rule.claim]).includes(rule.value);
    }
  });
}
