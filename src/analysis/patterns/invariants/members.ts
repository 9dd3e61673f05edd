// The views of an outline every invariant check starts from: its methods with their owners (which
// ones count is the caller's choice, said in options), a method's name for messages, the types
// that hold state and run code, and whether the language declares types at all.
import type { CodeModel, MethodDecl, TypeDecl } from '../../code/model.js';

/** A method and the type that declares it; free functions have no owner. */
export interface Member {
  owner?: TypeDecl;
  method: MethodDecl;
}

export interface MemberOptions {
  /** Count constructors. @default true */
  constructors?: boolean;
  /** Count abstract methods (declarations without a body). @default true */
  abstract?: boolean;
  /**
   * Count free functions that stand on a constructor's line (a constructor function the outline
   * also reads as a class). @default true
   */
  constructorFunctions?: boolean;
}

/** Every method of every type, then every free function, as `options` select them. */
export function everyMethod(model: CodeModel, options: MemberOptions = {}): Member[] {
  const { constructors = true, abstract = true, constructorFunctions = true } = options;
  const counted = (m: MethodDecl) => (constructors || !m.isConstructor) && (abstract || !m.isAbstract);
  const isConstructorFunction = (f: MethodDecl) => model.types.some((t) => t.methods.some((m) => m.isConstructor && m.line === f.line));
  return [
    ...model.types.flatMap((t) => t.methods.filter(counted).map((method) => ({ owner: t, method }))),
    ...model.functions.filter((f) => constructorFunctions || !isConstructorFunction(f)).map((method) => ({ method })),
  ];
}

/** `Owner.method`, or the bare function name, for messages. */
export function named(member: Member): string;
export function named(owner: TypeDecl | undefined, method: MethodDecl): string;
export function named(first: Member | TypeDecl | undefined, second?: MethodDecl): string {
  const { owner, method } = second ? { owner: first as TypeDecl | undefined, method: second } : (first as Member);
  return owner ? `${owner.name}.${method.name}` : method.name;
}

export interface ConcreteOptions {
  /** Count enums (they can hold state and run code in Java and C#). @default true */
  enums?: boolean;
}

/** Classes, structs and records: every type but interfaces, and enums as `options` say. */
export function concreteTypes(model: CodeModel, options: ConcreteOptions = {}): TypeDecl[] {
  const { enums = true } = options;
  return model.types.filter((t) => t.kind !== 'interface' && (enums || t.kind !== 'enum'));
}

/** Python and JavaScript: fields and parameters usually carry no declared types. */
export const untyped = (model: CodeModel): boolean => model.language === 'python' || model.language === 'javascript';
