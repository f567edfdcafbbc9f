/**
 * The largest holders of a heap snapshot (docs/performance.md "The JS heap after the last step"): each object charged
 * with what it alone keeps alive (its retained size, from the dominator tree), so a module's table or a library's
 * cache shows as one line however many small objects it is made of. Used by heapByScript.ts `--holders`.
 * The dominators are found with the iterative algorithm of Cooper, Harvey and Kennedy over a reverse postorder.
 */
export interface HeapGraph {
  readonly count: number;
  type(k: number): string;
  name(k: number): string;
  size(k: number): number;
  /** Outgoing edges as [edge type, target]; weak edges keep nothing alive and are left out by the caller. */
  edges(k: number): Iterable<readonly [string, number]>;
}

/** Immediate dominator of each node reachable from node 0 (the snapshot's root); -1 for the unreachable. */
function dominators(graph: HeapGraph): { idom: Int32Array; postorder: number[] } {
  const postorder: number[] = [];
  const seen = new Uint8Array(graph.count);
  const stack: Array<[number, Iterator<readonly [string, number]>]> = [[0, graph.edges(0)[Symbol.iterator]()]];
  seen[0] = 1;
  const predecessors: number[][] = Array.from({ length: graph.count }, () => []);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const next = top[1].next();
    if (next.done) {
      postorder.push(top[0]);
      stack.pop();
      continue;
    }
    const [edgeType, to] = next.value;
    if (edgeType === 'weak') continue;
    predecessors[to]!.push(top[0]);
    if (!seen[to]) {
      seen[to] = 1;
      stack.push([to, graph.edges(to)[Symbol.iterator]()]);
    }
  }
  const rank = new Int32Array(graph.count).fill(-1);
  postorder.forEach((k, i) => (rank[k] = i));
  const idom = new Int32Array(graph.count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number): number => {
    while (a !== b) {
      while (rank[a]! < rank[b]!) a = idom[a]!;
      while (rank[b]! < rank[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = postorder.length - 2; i >= 0; i--) {
      const k = postorder[i]!;
      let dominator = -1;
      for (const p of predecessors[k]!) if (idom[p] !== -1) dominator = dominator === -1 ? p : intersect(p, dominator);
      if (dominator !== -1 && idom[k] !== dominator) {
        idom[k] = dominator;
        changed = true;
      }
    }
  }
  return { idom, postorder };
}

const HOLDER_TYPES = new Set(['object', 'closure', 'array', 'regexp']);

/** Prints the `top` largest holders of JavaScript values, by retained size, each with the chain of what holds it. */
export function printHolders(graph: HeapGraph, top: number): void {
  const { idom, postorder } = dominators(graph);
  const retained = new Float64Array(graph.count);
  for (const k of postorder) retained[k]! += graph.size(k);
  for (const k of postorder) if (k !== 0) retained[idom[k]!]! += retained[k]!;
  const label = (k: number) => `${graph.type(k)} ${graph.name(k).slice(0, 50).replace(/\s+/g, ' ')}`;
  const chain = (k: number) => {
    const parts: string[] = [];
    for (let at = idom[k]!; at > 0 && parts.length < 4; at = idom[at]!) parts.push(label(at));
    return parts.length > 0 ? ` ← ${parts.join(' ← ')}` : '';
  };
  const holders = postorder.filter((k) => HOLDER_TYPES.has(graph.type(k))).sort((a, b) => retained[b]! - retained[a]!);
  console.log(`\nLargest holders by retained size (top ${top})`);
  for (const k of holders.slice(0, top)) console.log(`  ${`${(retained[k]! / 1024).toFixed(0)} KiB`.padStart(9)}  ${label(k)}${chain(k)}`);
}
