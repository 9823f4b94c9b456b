import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_SENTENCES } from '@/modules/admin/domain/audit-text';
import { functionRegistry } from './functions';

/**
 * Every action name the server can write into the audit log has a Swedish sentence in the console
 * (src/modules/admin/domain/audit-text.ts), so a new action never shows up there as a code. The
 * names come from the source, not from a list kept by hand:
 *
 * - the callable protocol runs an admin's every call as an admin action named after the connector
 *   action (or the function) called (src/platform/callable/handle.ts): every name in the registry;
 * - a command that changes something without an admin names its own action (`systemAction` of
 *   recordAudit), and a caller may run work as a named admin action (`runAsAdminAction`): every such
 *   string literal in src/ and app/.
 */

const ROOT = path.join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) sourceFiles(full, found);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** The action names written as literals where a command names its own action. */
function namedInSource(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of [...sourceFiles(path.join(ROOT, 'src')), ...sourceFiles(path.join(ROOT, 'app'))]) {
    const text = readFileSync(file, 'utf8');
    const where = path.relative(ROOT, file);
    // `systemAction: 'X'`, or an expression choosing one (`by === 'system' ? 'AUTO_RELEASE_FUNDS' : undefined`).
    for (const match of text.matchAll(/systemAction\??\s*:\s*([^,\n}]+)/g)) {
      for (const literal of match[1]!.matchAll(/['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)) {
        if (literal[1] !== 'system') names.set(literal[1]!, where);
      }
    }
    for (const match of text.matchAll(/runAsAdminAction\(\s*\{[^}]*?\baction\s*:\s*['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)) {
      names.set(match[1]!, where);
    }
  }
  return names;
}

function registryNames(): string[] {
  return Object.entries(functionRegistry).flatMap(([name, definition]) =>
    definition.kind === 'connector' ? Object.keys(definition.actions) : [name],
  );
}

describe('the audit log’s words', () => {
  const inSource = namedInSource();
  const recordable = [...new Set([...registryNames(), ...inSource.keys()])].sort();

  it('finds the names the source records (the scan itself works)', () => {
    // The automatic release and the nightly archiving name themselves; accepting an invitation runs as an admin action.
    expect([...inSource.keys()]).toEqual(expect.arrayContaining(['AUTO_RELEASE_FUNDS', 'CLEAR_ENDED', 'ACCEPT_TEAM_INVITE']));
    expect(registryNames()).toEqual(expect.arrayContaining(['RELEASE_FUNDS', 'PUBLISH_AUCTION', 'UPDATE_ITEM', 'requestPasswordReset']));
  });

  it('has a Swedish sentence for every action name the server can record', () => {
    const missing = recordable.filter((name) => !Object.hasOwn(AUDIT_ACTION_SENTENCES, name));
    expect(missing, `no sentence in src/modules/admin/domain/audit-text.ts for: ${missing.join(', ')}`).toEqual([]);
  });

  it('keeps no sentence for an action that no longer exists', () => {
    const stale = Object.keys(AUDIT_ACTION_SENTENCES).filter((name) => !recordable.includes(name));
    expect(stale).toEqual([]);
  });
});
