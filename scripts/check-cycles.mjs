// Fails when any import cycle exists, type-only imports included, at two levels:
// - files: a.ts imports b.ts, which imports a.ts (directly or through others);
// - areas: the API's modules (apps/api/src/modules/<area>) and the web's features
//   (apps/web/src/features/<area>) must depend on each other one way only.
// Run by `npm test` (as `npm run check:cycles`). See CONTRIBUTING.md, "Imports flow one way".
import madge from 'madge';

const roots = [
  { dir: 'apps/api/src', area: /^modules\/([^/]+)\// },
  { dir: 'apps/web/src', area: /^features\/([^/]+)\// },
  { dir: 'packages/contract/src', area: null },
];

const madgeOptions = {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: 'tsconfig.base.json',
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
};

/** The cycles of a directed graph given as { node: [neighbours] }: one per strongly connected group. */
function cyclesOf(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph[node] ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), indexOf.get(next)));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      const selfLoop = (graph[node] ?? []).includes(node);
      if (group.length > 1 || selfLoop) groups.push(group.sort());
    }
  };
  for (const node of Object.keys(graph)) if (!indexOf.has(node)) visit(node);
  return groups;
}

/** Collapses a file graph to the areas the files belong to (files outside an area are left out). */
function areaGraph(files, pattern) {
  const graph = {};
  for (const [file, imports] of Object.entries(files)) {
    const from = file.match(pattern)?.[1];
    if (!from) continue;
    graph[from] ??= [];
    for (const target of imports) {
      const to = target.match(pattern)?.[1];
      if (to && to !== from && !graph[from].includes(to)) graph[from].push(to);
    }
  }
  return graph;
}

let failures = 0;
for (const { dir, area } of roots) {
  const files = (await madge(dir, madgeOptions)).obj();
  const fileCycles = cyclesOf(files);
  const areaCycles = area ? cyclesOf(areaGraph(files, area)) : [];
  for (const group of fileCycles) console.error(`${dir}: files import each other: ${group.join(', ')}`);
  for (const group of areaCycles) console.error(`${dir}: areas import each other: ${group.join(' <-> ')}`);
  failures += fileCycles.length + areaCycles.length;
  console.log(`${dir}: ${Object.keys(files).length} files, ${fileCycles.length + areaCycles.length} cycles`);
}
if (failures > 0) {
  console.error(`${failures} import cycle(s): imports must flow one way (CONTRIBUTING.md).`);
  process.exit(1);
}
