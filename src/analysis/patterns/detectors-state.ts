// Generic detectors for how state is held: shared flyweights, memento snapshots, prototype copies.

import type { CodeModel, TypeDecl } from '../code/model.js';
import { baseTypeName, isCollectionType, typeArguments } from '../code/model.js';
import { createsInstance, fieldType, selfNames, typeByName } from '../code/queries.js';
import { type CheckOutcome, type Finding, absent, fail, pass } from './check-types.js';
import { escapeRe } from '../text/escape-re.js';

/** Languages where an unmarked field can be reassigned and a marker (final/readonly) exists to say otherwise. */
const hasImmutabilityMarker = (m: CodeModel) => m.language === 'java' || m.language === 'csharp' || m.language === 'typescript';

/** Declared types handed out from a cache or pool (values of a map/dict field). */
function sharedTypes(model: CodeModel): { shared: TypeDecl; holder: TypeDecl }[] {
  const out: { shared: TypeDecl; holder: TypeDecl }[] = [];
  for (const holder of model.types) {
    for (const f of holder.fields) {
      const ft = fieldType(holder, f);
      if (!ft || !/\b(Map|HashMap|EnumMap|ConcurrentHashMap|Dictionary|ConcurrentDictionary|WeakMap|dict|Dict)\b|^\s*map\[/.test(ft)) continue;
      const value = typeArguments(ft).pop();
      const shared = value ? typeByName(model, value) : undefined;
      if (shared && shared !== holder && !out.some((o) => o.shared === shared)) out.push({ shared, holder });
    }
  }
  return out;
}

/** Flyweight: objects shared from a factory keep only intrinsic (immutable) state; extrinsic state is passed in. */
export function flyweightIntrinsicOnly(model: CodeModel): CheckOutcome {
  const pairs = sharedTypes(model);
  if (!pairs.length) return absent('no flyweight factory found: expected a cache (map) that hands out shared instances instead of creating new ones', model.types[0]?.line);
  const findings: Finding[] = [];
  for (const { shared, holder } of pairs) {
    const implementors = model.types.filter((t) => t.bases.includes(shared.name));
    for (const t of [shared, ...implementors]) {
      const mutable = hasImmutabilityMarker(model) ? t.fields.filter((f) => !f.isStatic && !f.isImmutable) : [];
      if (mutable.length) {
        findings.push({
          message: `${t.name} is shared through ${holder.name}'s cache but has mutable fields (${mutable.map((f) => f.name).join(', ')}): extrinsic state such as position or context must be passed in by the client, the shared flyweight should hold only immutable intrinsic state`,
          line: mutable[0].line,
        });
      }
      for (const f of t.fields.filter((x) => !x.isStatic)) {
        const write = new RegExp(`\\b(?!this\\b|self\\b)(\\w+)\\.${escapeRe(f.name)}\\s*=(?!=)`, 'g');
        for (const owner of model.types.filter((o) => o !== t)) {
          for (const m of owner.methods) {
            const hit = write.exec(m.body);
            write.lastIndex = 0;
            if (hit && !selfNames(model, m).includes(hit[1])) {
              findings.push({ message: `${owner.name}.${m.name} writes ${t.name}.${f.name} on a shared flyweight, which changes it for every user of that instance; keep extrinsic state outside and pass it to the operation`, line: m.bodyLine + m.body.slice(0, hit.index).split('\n').length - 1 });
            }
          }
        }
      }
    }
  }
  return findings.length ? { passed: false, findings: dedupe(findings) } : pass();
}

/** Memento: the snapshot keeps the originator's state private and owns a copy of it, not a live reference. */
export function mementoEncapsulatedCopy(model: CodeModel): CheckOutcome {
  const creators = /^(save|saveState|createMemento|memento|snapshot|takeSnapshot|createSnapshot|backup|capture|getMemento|getState|checkpoint|save_state|create_memento)$/i;
  const names = new Set<string>();
  for (const t of model.types) for (const m of t.methods) if (creators.test(m.name) && m.returnType) names.add(baseTypeName(m.returnType));
  for (const t of model.types) if (/memento|snapshot/i.test(t.name)) names.add(t.name);
  const mementos = [...names].map((n) => typeByName(model, n)).filter((t): t is TypeDecl => !!t && t.kind !== 'interface');
  if (!mementos.length) return absent('no memento found: expected the originator to return a snapshot object from a save/createMemento method', model.types[0]?.line);
  const findings: Finding[] = [];
  // A snapshot found keeping the originator's collection is not reported again as handed one.
  let keepsOriginal = false;
  for (const memento of mementos) {
    const exposed = memento.fields.filter((f) => !f.isStatic && f.visibility === 'public' && !f.isImmutable);
    if (exposed.length) findings.push({ message: `${memento.name} exposes the saved state through public mutable fields (${exposed.map((f) => f.name).join(', ')}), which breaks the originator's encapsulation; keep the snapshot's state private and immutable`, line: exposed[0].line });
    for (const ctor of memento.methods.filter((m) => m.isConstructor)) {
      for (const p of ctor.params.filter((x) => isCollectionType(x.type))) {
        const direct = new RegExp(`\\b(?:this|self)\\.(\\w+)\\s*=\\s*${escapeRe(p.name)}\\s*[;\\n]`).exec(ctor.body + '\n');
        if (!direct) continue;
        keepsOriginal = true;
        findings.push({ message: `${memento.name} keeps the originator's own ${p.type} object rather than a copy of it, so whatever the originator does to it afterwards alters the snapshot too; copy the collection when the snapshot is taken`, line: ctor.bodyLine + ctor.body.slice(0, direct.index).split('\n').length - 1 });
      }
    }
    // Python and JS have no field types: a snapshot that keeps `self.items = items` from the originator shares it.
    for (const t of model.types.filter((x) => x !== memento)) {
      for (const m of t.methods.filter((x) => creators.test(x.name))) {
        const passes = new RegExp(`\\b${escapeRe(memento.name)}\\s*\\(([^)]*)\\)`).exec(m.body);
        const live = passes?.[1].split(',').map((s) => s.trim()).find((arg) => {
          const own = t.fields.find((f) => new RegExp(`^(?:this\\.|self\\.)?${escapeRe(f.name)}$`).test(arg));
          return own && isCollectionType(fieldType(t, own));
        });
        if (live && !keepsOriginal) findings.push({ message: `${t.name}.${m.name} hands its live collection ${live} to the ${memento.name} snapshot instead of a copy, so the snapshot changes when the originator does`, line: m.line });
      }
    }
  }
  return findings.length ? { passed: false, findings } : pass();
}

/** Prototype: clone/copy builds a new instance rather than handing back the prototype itself. */
export function prototypeReturnsCopy(model: CodeModel): CheckOutcome {
  const cloneName = /^(clone|copy|deepCopy|deep_copy|__copy__|__deepcopy__|Clone|Copy|DeepCopy|DeepClone|deepClone|cloneNode|duplicate)$/;
  const methods = model.types.flatMap((t) => t.methods.filter((m) => cloneName.test(m.name) && !m.isAbstract).map((m) => ({ t, m })));
  if (!methods.length) {
    const declared = model.types.some((t) => t.methods.some((m) => cloneName.test(m.name)));
    return declared ? fail('clone/copy is declared but never implemented', model.types[0]?.line) : absent('no clone/copy method found: a prototype must be able to produce a new instance (copy) of itself', model.types[0]?.line);
  }
  const findings: Finding[] = [];
  for (const { t, m } of methods) {
    const selfRe = new RegExp(`\\breturn\\s+(?:${selfNames(model, m).map(escapeRe).join('|') || 'this'})\\s*;?\\s*$`, 'm');
    const same = selfRe.exec(m.body);
    if (same) {
      findings.push({ message: `${t.name}.${m.name}() returns this — the same instance, not a new instance; every caller then shares and mutates one object. Return a clone (new copy) instead`, line: m.bodyLine + m.body.slice(0, same.index).split('\n').length - 1 });
    } else if (!createsInstance(model, m.body)) {
      findings.push({ message: `${t.name}.${m.name}() does not create a new instance (no constructor call, clone or copy helper)`, line: m.line });
    }
  }
  return findings.length ? { passed: false, findings } : pass();
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => (seen.has(f.message) ? false : (seen.add(f.message), true)));
}
