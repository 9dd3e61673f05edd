// Reusable argument and result fields, described once for the model and shared by the tools.
import { z } from 'zod';
import { MAX_FOR_PATH_CHARS } from '../docs/scope-match';
import { ADR_STATUSES, DOC_KINDS } from '../docs/types';

export const docPathField = z
  .string()
  .min(1)
  .max(1000)
  .describe('Path in the docs folder, e.g. "adr/0007-use-postgresql.md".');

export const kindEnum = z.enum(DOC_KINDS as [string, ...string[]]);
export const statusEnum = z.enum(ADR_STATUSES as [string, ...string[]]);

/**
 * Where a person opens a document: `url`, its page on this server's docs site, and `source_url`,
 * its file in the source repository. Left undescribed: the names say it, and every tool listing
 * that names documents carries them.
 */
export const docLinkFields = {
  url: z.string().optional(),
  source_url: z.string().optional(),
};

/** How a result names its document: always both uri and path. */
export const docIdentity = {
  uri: z.string(),
  path: z.string(),
  ...docLinkFields,
  title: z.string(),
};

export const buildIdField = z.string();

/** Repo-relative path of the file being worked on; scopes the answer. */
export const forPathField = z
  .string()
  .min(1)
  .max(MAX_FOR_PATH_CHARS)
  .optional()
  .describe('File being worked on (repo-relative): docs whose applies_to excludes it are left out.');

/** A service named by the caller; scopes the answer. */
export const serviceField = z
  .string()
  .min(1)
  .max(100)
  .optional()
  .describe('Service being worked on: docs for other services are left out.');

export const filteredOutField = z.number().int().nonnegative().describe('Docs for_path/service left out.');

/** The waiver an ADR carries where the call is made. */
export const waiverField = z
  .object({ approved_by: z.string(), expires: z.string(), reason: z.string(), expired: z.boolean() })
  .optional()
  .describe('An exception for for_path/service, void once expired.');
