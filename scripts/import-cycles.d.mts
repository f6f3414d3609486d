// Types of import-cycles.mjs (plain JavaScript, run by node) for its test.
export interface FolderCycle {
  units: string[];
  edges: { edge: string; imports: string[] }[];
}
export function folderEdges(srcRoot: string): Map<string, string[]>;
export function folderCycles(edges: Map<string, string[]>): FolderCycle[];
