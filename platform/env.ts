// Typed reads of single environment variables, for platform/config.ts and the modules' settings
// parsers (a module of its own, so that those parsers import no more of the kernel than this).

/** A non-negative number setting (an integer if asked), or undefined when unset. */
function optionalEnvNonNegative(name: string, env: NodeJS.ProcessEnv, integer: boolean): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!(integer ? Number.isInteger(n) : Number.isFinite(n)) || n < 0) {
    throw new Error(`config: ${name} must be a non-negative ${integer ? 'integer' : 'number'}, got "${raw}"`);
  }
  return n;
}

/** A non-negative integer setting, or undefined when unset. */
export const optionalEnvInt = (name: string, env: NodeJS.ProcessEnv): number | undefined =>
  optionalEnvNonNegative(name, env, true);

/** A non-negative number setting, or undefined when unset. */
export const optionalEnvNumber = (name: string, env: NodeJS.ProcessEnv): number | undefined =>
  optionalEnvNonNegative(name, env, false);

/**
 * A positive integer from a raw setting (a variable, or an option inside one such as
 * DCSA_CARRIERS' `timeout=`), or undefined when blank; `name` is what the error calls it.
 */
export function parsePositiveInt(raw: string | undefined, name: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`config: ${name} must be a positive integer, got "${raw}"`);
  return n;
}

/** A positive integer setting, or undefined when unset. */
export const optionalEnvPositiveInt = (name: string, env: NodeJS.ProcessEnv): number | undefined =>
  parsePositiveInt(env[name], name);

/** A non-negative integer setting with its default. */
export function envInt(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  return optionalEnvInt(name, env) ?? fallback;
}

/** A 1 (on) / 0 (off) setting with its default. */
export function onOff(name: string, fallback: boolean, env: NodeJS.ProcessEnv): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== '0' && raw !== '1') throw new Error(`config: ${name} must be 1 (on) or 0 (off), got "${raw}"`);
  return raw === '1';
}
