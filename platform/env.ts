// Typed reads of single environment variables, for platform/config.ts and the product parsers
// it calls (a module of its own so that those parsers need not import config.ts back).

/** A non-negative integer setting, or undefined when unset. */
export function optionalEnvInt(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`config: ${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** A non-negative integer setting with its default. */
export function envInt(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  return optionalEnvInt(name, env) ?? fallback;
}
