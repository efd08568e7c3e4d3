import type { z } from "zod";

/**
 * Operator params where a number is expected take a JSON number or its text, nothing else. zod's
 * coercion would read JSON `null` as 0, `true` as 1 and `""` as 0, and keep `-0`: so before parsing,
 * the raw params are walked along the schema and the first such value is named; after parsing, any
 * -0 left in the output is (it may also come from the text "-0").
 */

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(["optional", "default", "prefault", "catch", "readonly", "nonoptional"]);

/** The path (a.0.b) of the first value sent where a number is expected that is not one, or null. */
export function notANumberAt(schema: z.ZodType, value: unknown, path = "", nullable = false): string | null {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type)) return notANumberAt(def.innerType!, value, path, nullable);
  if (def.type === "nullable") return notANumberAt(def.innerType!, value, path, true);
  if (def.type === "pipe") return notANumberAt(def.in!, value, path, nullable);
  if (def.type === "lazy") return notANumberAt(def.getter!(), value, path, nullable);
  if (def.type === "number") return isNumberInput(value, nullable) ? null : path || "参数";
  if (def.type === "intersection")
    return notANumberAt(def.left!, value, path, nullable) ?? notANumberAt(def.right!, value, path, nullable);
  return insideAt(def, value, path);
}

/** Objects, records, arrays and tuples: the first offending member. */
function insideAt(def: Def, value: unknown, path: string): string | null {
  const at = (name: string | number) => (path ? `${path}.${name}` : String(name));
  if (def.type === "object" && isRecord(value)) {
    for (const [name, member] of Object.entries(def.shape!))
      if (Object.hasOwn(value, name)) {
        const found = notANumberAt(member, value[name], at(name));
        if (found !== null) return found;
      }
  }
  if (def.type === "record" && isRecord(value)) {
    for (const [name, item] of Object.entries(value)) {
      const found = notANumberAt(def.valueType!, item, at(name));
      if (found !== null) return found;
    }
  }
  if ((def.type === "array" || def.type === "tuple") && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const member = def.type === "array" ? def.element : def.items?.[index];
      const found = member ? notANumberAt(member, item, at(index)) : null;
      if (found !== null) return found;
    }
  }
  return null;
}

function isNumberInput(value: unknown, nullable: boolean): boolean {
  if (value === undefined) return true; // missing: the schema itself decides
  if (value === null) return nullable;
  if (typeof value === "number") return !Object.is(value, -0);
  if (typeof value === "string") return value.trim() !== "";
  return false; // booleans, objects, arrays
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The path of the first -0 in parsed params, or null (walked without recursion). */
export function negativeZeroAt(data: unknown): string | null {
  const stack: [unknown, string][] = [[data, ""]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (Object.is(value, -0)) return path || "参数";
    if (Array.isArray(value)) value.forEach((item, index) => stack.push([item, join(path, String(index))]));
    else if (isRecord(value))
      for (const [name, item] of Object.entries(value)) stack.push([item, join(path, name)]);
  }
  return null;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);
