import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * pnpm as the workspace runs it: `pnpm run` sets npm_execpath to pnpm's own script; outside pnpm (an editor's
 * test runner) the same major version comes through npx.
 */
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) return [process.execPath, [execPath]];
  return ['npx', ['--yes', 'pnpm@10']];
}

export interface CommandResult {
  stdout: string;
  stderr: string;
}

/** Runs pnpm in `cwd`; rejects with its output when it fails. */
export async function pnpm(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  const [command, prefix] = pnpmCommand();
  return runCommand(command, [...prefix, ...args], cwd, env);
}

export async function runCommand(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  timeout = 240_000,
): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd,
      env: { ...process.env, ...env },
      maxBuffer: 64 * 1024 * 1024,
      timeout,
    });
    return { stdout, stderr };
  } catch (error) {
    const failed = error as Error & { stdout?: string; stderr?: string };
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd}\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`,
      { cause: error },
    );
  }
}
