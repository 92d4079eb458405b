#!/usr/bin/env node
// The travis234-mcp command. Sources are TypeScript, run through tsx's loader.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli/main.ts");
await main();
