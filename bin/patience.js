#!/usr/bin/env node
// The command line lives in TypeScript under src/cli; `npm ci` (prepare) compiles it to dist/.
import { main } from "../dist/src/cli/main.js";

process.exitCode = await main(process.argv.slice(2));
