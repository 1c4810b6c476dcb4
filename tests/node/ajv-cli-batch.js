#!/usr/bin/env node
// Several ajv-cli command lines in one node process, for tests/schemas: a JSON list of argument
// lists on stdin. Each runs as ajv-cli's own entry point (ajv-cli/dist/index.js) runs one:
// minimist, the command's option check, then the command, with a fresh Ajv each time. After each,
// a line END on stderr and "END <exit code>" on stdout. Starting node and loading ajv-cli took
// about 0.9 s of CPU per command line, more than checking the files.
"use strict";
const { createRequire } = require("module");

const END = "--- end of an ajv-cli command ---";
const cli = createRequire(require.resolve("ajv-cli/dist/index.js"));
const minimist = cli("minimist");
const commands = cli("./commands").default;
const { checkOptions } = cli("./commands/options");

for (const args of JSON.parse(require("fs").readFileSync(0, "utf8"))) {
  const argv = minimist(args);
  const command = commands[argv._[0] || "validate"];
  const errors = command ? checkOptions(command.schema, argv) : `Unknown command ${argv._[0]}`;
  if (errors) console.error(errors);
  const code = errors ? 2 : command.execute(argv) ? 0 : 1;
  console.error(END);
  console.log(`${END} ${code}`);
}
