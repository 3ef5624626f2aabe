import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { buildApi, repoRoot } from '../servers.ts';

/** A commit checked out in a temporary git worktree of its own, with its API built. */
export interface Checkout {
  /** The revision as given (`5162546`, `HEAD`) and the commit it named. */
  name: string;
  commit: string;
  root: string;
}

function git(args: string[], cwd = repoRoot) {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

const worktrees = new Set<string>();

/** However the run ends, the worktrees it added are removed (git's list of worktrees included). */
process.once('exit', () => {
  for (const root of worktrees) spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot });
});

/**
 * Checks `revision` out in a temporary worktree and builds its API. Its npm packages are this checkout's,
 * linked, when the two lockfiles agree on every package the API runs with (`sameRuntimePackages`);
 * otherwise the worktree gets its own (`npm ci`, a few minutes).
 */
export function checkOut(revision: string): Checkout {
  const commit = git(['rev-parse', '--verify', `${revision}^{commit}`]);
  const root = join(tmpdir(), `bhoj-bench-${commit.slice(0, 12)}`);
  if (existsSync(root)) spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot });
  git(['worktree', 'add', '--detach', root, commit]);
  worktrees.add(root);
  const differ = runtimePackagesDiffering(commit);
  if (differ.length === 0) {
    for (const folder of ['node_modules', join('apps', 'api', 'node_modules')])
      linkPackages(join(repoRoot, folder), join(root, folder));
  } else {
    console.log(`${revision} runs with other packages (${differ.slice(0, 3).join(', ')}…): npm ci there`);
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    if (installed.status !== 0) throw new Error(`npm ci failed in ${root}`);
  }
  buildApi(root);
  return { name: revision, commit, root };
}

interface LockedPackage {
  version?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
}

/**
 * The packages the API runs or is built with (all but the development-only ones, and esbuild) that the
 * commit's lockfile pins otherwise than this checkout's, whose node_modules are installed.
 */
function runtimePackagesDiffering(commit: string): string[] {
  const packagesOf = (text: string) =>
    (JSON.parse(text) as { packages: Record<string, LockedPackage> }).packages;
  const theirs = packagesOf(git(['show', `${commit}:package-lock.json`]));
  const ours = packagesOf(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));
  const needed = (path: string, entry: LockedPackage | undefined) =>
    entry !== undefined && (!entry.dev || /(^|\/)(esbuild|@esbuild\/[^/]+)$/.test(path));
  const same = (a: LockedPackage | undefined, b: LockedPackage | undefined) =>
    a?.version === b?.version && a?.integrity === b?.integrity && a?.link === b?.link;
  const paths = new Set([...Object.keys(theirs), ...Object.keys(ours)]);
  return [...paths].filter(
    (path) => (needed(path, theirs[path]) || needed(path, ours[path])) && !same(theirs[path], ours[path]),
  );
}

/**
 * Fills `to` with links to the packages of `from`. A workspace's own package (`@bhoj/contract`, a link
 * relative to the checkout) is linked the same relative way, so the worktree builds with its own version.
 */
function linkPackages(from: string, to: string) {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    const source = join(from, name);
    const stat = lstatSync(source);
    if (stat.isSymbolicLink() && !isAbsolute(readlinkSync(source))) {
      symlinkSync(readlinkSync(source), join(to, name));
    } else if (name.startsWith('@') && stat.isDirectory()) {
      linkPackages(source, join(to, name));
    } else {
      symlinkSync(source, join(to, name));
    }
  }
}
