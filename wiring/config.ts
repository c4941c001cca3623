// The system's configuration: the kernel's settings and every module's section, whichever
// modules this process serves (platform/config.ts reads it; this names the modules).
import { readConfig, type Config } from '../platform/config.js';
import { SUBGRAPHS } from '../subgraphs/index.js';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return readConfig(SUBGRAPHS, env);
}
