// Tokenizer behaviour the ranking relies on: folding, stemming, stop words, identifiers, ADR references.
import { describe, expect, it } from 'vitest';
import { normaliseAdrId, tokenize } from '../../../src/search';

const terms = (text: string, mode: 'index' | 'query' = 'index') => tokenize(text, mode).map((t) => t.term);

describe('tokenize', () => {
  it.each([
    ['ADR-0012', ['adr:12']],
    ['adr 12', ['adr:12']],
    ['ADR-6', ['adr:6']],
    ['ADR 017', ['adr:17']],
    ['adr-112-proposer-timestamps', ['adr:112', 'propos', 'timestamp', 'proposertimestamp']],
  ])('should normalise the ADR reference in %j', (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it('should not read a bare issue number as an ADR reference', () => {
    expect(terms('fixed in #12')).not.toContain('adr:12');
  });

  it.each([
    ['Café Déploiement', ['cafe', 'deploiement']],
    ['DEPLOYMENTS deployment', ['deploy', 'deploy']],
    ['the use of a queue', ['us', 'queue']],
  ])('should fold, stem and drop stop words in %j', (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it.each([
    ['getUserName', ['get', 'user', 'name', 'getusernam']],
    ['get_user_name', ['get', 'user', 'name', 'getusernam']],
    ['blue-green', ['blue', 'green', 'bluegreen']],
  ])('should split the identifier %j and keep it whole', (text, expected) => {
    expect(terms(text)).toEqual(expected);
  });

  it('should keep a camelCase query word whole so brand names are not split into common words', () => {
    expect(terms('GitHub', 'query')).toEqual(['github']);
    expect(terms('GitHub', 'index')).toEqual(['git', 'hub', 'github']);
  });

  it('should report offsets into the original text', () => {
    const text = 'Use Kafka, not RabbitMQ';
    const token = tokenize(text).find((t) => t.term === 'rabbitmq');
    expect(token && text.slice(token.start, token.end)).toBe('RabbitMQ');
  });
});

describe('normaliseAdrId', () => {
  it.each([
    ['0012', '12'],
    ['ADR-0006', '6'],
    ['17', '17'],
    ['20200925-avoid', '20200925-avoid'],
  ])('should turn %j into %j', (input, expected) => {
    expect(normaliseAdrId(input)).toBe(expected);
  });
});
